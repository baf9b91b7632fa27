import { CompareGrowsPage } from './compare-grows-page';
import { GrowReportPage } from './grow-report-page';
import { SharedReportPage } from './shared-report-page';

const pages = { report: GrowReportPage, compare: CompareGrowsPage, shared: SharedReportPage };

/**
 * What results-pages.ts loads: the grow report, the comparison or the shared report, which share
 * most of their code; one lazy part for the three, so the route table names one.
 */
export function ResultsPage({ page }: { page: keyof typeof pages }) {
  const Page = pages[page];
  return <Page />;
}
