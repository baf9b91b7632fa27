// What results-pages.ts loads: the three pages, which share most of their code.
export { CompareGrowsPage } from './compare-grows-page';
export { GrowReportPage } from './grow-report-page';
export { SharedReportPage } from './shared-report-page';
