import { useParams } from 'react-router';
import { AccountPage } from '../../features/accounts/account-settings/account-page';
import { useChannelConfig } from '../../features/channels';
import {
  PlanStatus,
  StatusLine,
  useUserOrders,
  useUserSubscriptions,
} from '../../features/subscriptions';

/**
 * /account-settings/:extra? (spec §2). Its reads start together when it opens (spec §7): the
 * session (the page), the config and this week's orders (AccountReads), the subscriptions with
 * this week's orders (here and the status line: one request) and the menu (the status line).
 */
export default function AccountSettingsRoute() {
  const { extra } = useParams();
  const overview = useUserSubscriptions();
  return (
    <>
      <AccountReads />
      <AccountPage
        openPayment={extra === 'change_payment_method'}
        orderedOrPickedThisWeek={Boolean(
          overview.data?.has_ordered_or_picked_this_week_cart_product_id,
        )}
        statusLine={<StatusLine />}
        planStatus={<PlanStatus />}
      />
    </>
  );
}

/**
 * The reads the page starts without showing their answers itself (the config lands in the session
 * store, the orders in the screens that list them). A read that starts or answers re-renders the
 * component that asked, at once: this one draws nothing, where the route would redraw the page.
 */
function AccountReads() {
  useChannelConfig();
  useUserOrders();
  return null;
}
