// Staff's reports (issue 14): a range of weeks and a channel kept in the URL, each report drawn as
// charts with its table beneath and a CSV download of the same rows. The dashboard shares the
// range's query, the weekly charts and what staff without view-reports are told.
export { ReportsPage } from './components/reports-page';
export { ChartGrid, WeeklyChart } from './components/report-charts';
export { ViewReportsNeeded } from './components/view-reports-needed';
export { DEFAULT_REPORT_WEEKS, reportRangeQuery } from './report-range';
