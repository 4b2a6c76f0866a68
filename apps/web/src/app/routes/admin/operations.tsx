import { OperationsDashboard } from '../../../features/admin-operations';

/** `/admin/asdf`: the live operations page (runs, job queues, the outbox). */
export default function Screen() {
  return <OperationsDashboard />;
}
