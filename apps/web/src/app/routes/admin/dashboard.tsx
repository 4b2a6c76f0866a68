import { DashboardPage } from '../../../features/admin-dashboard';

/** `/admin/dashboard`: the week's figures against last week's, and the recent weeks. */
export default function Screen() {
  return <DashboardPage />;
}
