import type { AdminCancelInput, SubscriptionsCancelled } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Cancels the customer's active subscriptions on their behalf, with an optional reason. */
export function useCancelSubscriptions(customerId: number) {
  return useAdminMutation<SubscriptionsCancelled, AdminCancelInput>({
    mutationFn: (input) =>
      api.post<SubscriptionsCancelled>(
        `/api/admin/customers/${customerId}/cancel-subscriptions`,
        input,
      ),
  });
}
