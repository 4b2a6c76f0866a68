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
 * session (the page), the config (here), this week's orders (here), the subscriptions with this
 * week's orders (here and the status line: one request) and the menu (the status line).
 */
export default function AccountSettingsRoute() {
  const { extra } = useParams();
  useChannelConfig();
  useUserOrders();
  const overview = useUserSubscriptions();
  return (
    <AccountPage
      openPayment={extra === 'change_payment_method'}
      orderedOrPickedThisWeek={Boolean(
        overview.data?.has_ordered_or_picked_this_week_cart_product_id,
      )}
      statusLine={<StatusLine />}
      planStatus={<PlanStatus />}
    />
  );
}
