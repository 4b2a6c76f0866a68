import type { UserSubscriptions } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { subscriptionKeys } from './subscription-keys';

/**
 * The signed-in customer's subscriptions, each one's week for the current ordering week, and
 * that week's orders: what the status line and Plan Status read.
 */
export function useUserSubscriptions() {
  return useVisitorQuery({
    queryKey: subscriptionKeys.overview(),
    queryFn: () => api.get<UserSubscriptions>('/api/user/subscriptions'),
    staleTime: 30_000,
  });
}
