import { Navigate, useLocation, useParams } from 'react-router';
import { canViewAdmin, useSession } from '../../features/accounts';
import { ScheduleView, useSchedule } from '../../features/subscriptions';
import { ApiError } from '../../lib/http';
import { useHydrated } from '../../lib/use-hydrated';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/page-loading';

/** What a page that sends the customer here may say on arrival (the picks just saved). */
export interface ScheduleNotice {
  notice?: string;
}

/**
 * /my-schedule/:userId? (product.md): the customer's own schedule, or with view-admin another
 * customer's (read-only). Anyone else asking for another id is sent to their own; the API
 * refuses it too. The server draws the customer's own schedule (the page carries it, see the
 * route table's customerData), which the browser then hydrates.
 */
export default function MyScheduleRoute() {
  const { userId } = useParams();
  const user = useSession((s) => s.user);
  const location = useLocation();
  const hydrated = useHydrated();
  const other = userId !== undefined && userId !== String(user?.id);
  const allowed = !other || canViewAdmin(user);
  const schedule = useSchedule(other && allowed ? userId : undefined);
  // The history's state is the browser's alone (a reload keeps it): the server never draws it,
  // so while the page hydrates neither does the browser.
  const notice = hydrated ? (location.state as ScheduleNotice | null)?.notice : undefined;

  if (!allowed) return <Navigate to="/my-schedule" replace />;
  if (schedule.isPending) return <PageLoading label="Loading your schedule" />;
  if (schedule.isError) {
    if (schedule.error instanceof ApiError && schedule.error.status === 403) {
      return <Navigate to="/my-schedule" replace />;
    }
    return (
      <LoadFailed title="We couldn’t load the schedule" onRetry={() => void schedule.refetch()} />
    );
  }
  return <ScheduleView schedule={schedule.data} readOnly={other} notice={notice} />;
}
