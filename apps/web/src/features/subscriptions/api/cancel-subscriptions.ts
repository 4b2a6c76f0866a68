import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelSubscriptionsInput, SubscriptionsCancelled } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { subscriptionKeys } from './subscription-keys';

/** Cancels every active subscription of the customer, with the optional reason (spec §7). */
export function useCancelSubscriptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => {
      const trimmed = reason.trim();
      const body: CancelSubscriptionsInput = trimmed ? { reason: trimmed } : {};
      return api.post<SubscriptionsCancelled>('/api/user/cancelAllSubscriptions', body);
    },
    onSettled: () => client.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
