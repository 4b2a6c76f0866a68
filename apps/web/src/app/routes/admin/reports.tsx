import { ReportsPage } from '../../../features/admin-reports';

/** `/admin/reports`: sales, meal popularity, subscriptions and promotions over a range of weeks. */
export default function Screen() {
  return <ReportsPage />;
}
