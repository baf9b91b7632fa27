import { Stack } from '@mantine/core';
import type { GrowReport } from '@maryjane/contract/results';
import { ClimateSection } from './climate-section';
import { CostsSection } from './costs-section';
import { FeedsTable } from './feeds-table';
import { HarvestTable } from './harvest-table';
import { PhaseTimeline } from './phase-timeline';
import { KeyFigures, ReportOverview } from './report-overview';
import { ReportPhotos } from './report-photos';
import classes from './report.module.css';

/**
 * A grow report's body, the same for the grower's own page and a shared link: what was grown,
 * the yield and its ratios, phases planned against actual with the photos of each, the climate,
 * feeds, the harvest per plant and the costs. `shared` leaves out the hints that send the grower
 * to their inventory. Prints on A4 (report.module.css).
 */
export function GrowReportView({
  report,
  shared = false,
}: {
  report: GrowReport;
  shared?: boolean;
}) {
  return (
    <Stack gap="lg" className={classes.report}>
      <ReportOverview report={report} />
      <KeyFigures results={report.results} />
      <PhaseTimeline phases={report.results.phases} />
      <ReportPhotos report={report} />
      <ClimateSection report={report} />
      <FeedsTable feeds={report.feeds} />
      <HarvestTable harvests={report.harvests} />
      <CostsSection costs={report.results.costs} shared={shared} />
    </Stack>
  );
}
