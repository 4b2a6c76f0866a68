// The owners' dashboard (issue 14): a week's figures against last week's, the recent weeks drawn,
// each figure the reports' own.
export { DashboardPage } from './components/dashboard-page';
