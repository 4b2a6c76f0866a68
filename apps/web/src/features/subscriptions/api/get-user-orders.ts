import type { UserOrders } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { subscriptionKeys } from './subscription-keys';

/** The customer's orders for a week, in their short form (spec §7: orders by week, size small). */
export function useUserOrders(week: string | undefined) {
  return useVisitorQuery({
    queryKey: subscriptionKeys.orders(week ?? ''),
    queryFn: () =>
      api.get<UserOrders>(`/api/user/orders?week=${encodeURIComponent(week ?? '')}&size=small`),
    enabled: Boolean(week),
    staleTime: 30_000,
  });
}
