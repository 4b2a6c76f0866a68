import type { UserOrders } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { subscriptionKeys } from './subscription-keys';

/**
 * The customer's orders for the current ordering week, in their short form (spec §7: orders by
 * week, size small). The server knows the week, so the account page asks without waiting for the
 * menu.
 */
export function useUserOrders() {
  return useVisitorQuery({
    queryKey: subscriptionKeys.orders('current'),
    queryFn: () => api.get<UserOrders>('/api/user/orders?size=small'),
    staleTime: 30_000,
  });
}
