import { WeeksOverview } from '../../../features/admin-weekly-operations';

/** `/admin/subscriptionOrderStatusAdmin`: each recent and upcoming week's subscribers by state. */
export default function Screen() {
  return <WeeksOverview kind="status" />;
}
