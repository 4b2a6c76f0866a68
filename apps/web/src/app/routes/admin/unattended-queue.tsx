import { WeeksOverview } from '../../../features/admin-weekly-operations';

/** `/admin/unattendedQueueAdmin`: each recent and upcoming week's unattended subscribers. */
export default function Screen() {
  return <WeeksOverview kind="unattended" />;
}
