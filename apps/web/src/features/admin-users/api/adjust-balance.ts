import type { BalanceAdjusted, BalanceAdjustmentInput } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Adds to or takes from the customer's gift card balance, with the reason. */
export function useAdjustBalance(customerId: number) {
  return useAdminMutation<BalanceAdjusted, BalanceAdjustmentInput>({
    mutationFn: (input) =>
      api.post<BalanceAdjusted>(`/api/admin/customers/${customerId}/gift-card-balance`, input),
  });
}
