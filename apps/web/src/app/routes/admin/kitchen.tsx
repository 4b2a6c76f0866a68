import { KitchenReportPage } from '../../../features/admin-kitchen';

/** `/admin/kitchen`: the kitchen's production report for a week, printable. */
export default function Screen() {
  return <KitchenReportPage />;
}
