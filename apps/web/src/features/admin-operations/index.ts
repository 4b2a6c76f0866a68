// Staff's live operations page: the weekly cycle's runs with their progress, the job queues'
// health and the email outbox (a failed mail sent again), refreshed on their own.
export { OperationsDashboard } from './components/operations-dashboard';
