import type { Schedule } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { subscriptionKeys } from './subscription-keys';

/**
 * A customer's upcoming weeks and past orders: one's own, or (staff) another customer's. The
 * page of one's own carries it (seedSubscriptionQueries): fresh for its staleTime, it is not
 * asked for again once the page is hydrated.
 */
export function useSchedule(userId: string | undefined) {
  return useVisitorQuery({
    queryKey: subscriptionKeys.schedule(userId),
    queryFn: () =>
      api.get<Schedule>(
        userId ? `/api/user/schedule/${encodeURIComponent(userId)}` : '/api/user/schedule',
      ),
    staleTime: 30_000,
  });
}
