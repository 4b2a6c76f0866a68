import { useMutation, type MutationFunctionContext } from '@tanstack/react-query';
import { fallbackErrors, type AccountUpdated, type PaymentMethodInput } from '@mealbox/contracts';
import { subscriptionKeys } from '../../../subscriptions';
import { PAYMENT_REVALIDATE_MS, accountUpdateOptions } from './update-account';

/**
 * POST /api/user/updatePaymentMethod (spec §7: 'payment name, address, card fields'). The server
 * charges a declined week to the new card before it answers, so the weeks are read again after.
 */
export const updatePaymentMethodOptions = () => {
  const options = accountUpdateOptions<PaymentMethodInput>('/api/user/updatePaymentMethod', {
    fallback: fallbackErrors.payment,
    revalidateAfterMs: PAYMENT_REVALIDATE_MS,
  });
  return {
    ...options,
    onSuccess: (
      updated: AccountUpdated,
      _input: PaymentMethodInput,
      _onMutateResult: unknown,
      context: MutationFunctionContext,
    ) => {
      options.onSuccess(updated);
      void context.client.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  };
};

export const useUpdatePaymentMethod = () => useMutation(updatePaymentMethodOptions());
