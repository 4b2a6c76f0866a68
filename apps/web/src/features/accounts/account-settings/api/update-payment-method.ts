import { useMutation } from '@tanstack/react-query';
import { fallbackErrors, type PaymentMethodInput } from '@mealbox/contracts';
import { PAYMENT_REVALIDATE_MS, accountUpdateOptions } from './update-account';

/** POST /api/user/updatePaymentMethod (spec §7: 'payment name, address, card fields'). */
export const updatePaymentMethodOptions = () =>
  accountUpdateOptions<PaymentMethodInput>('/api/user/updatePaymentMethod', {
    fallback: fallbackErrors.payment,
    revalidateAfterMs: PAYMENT_REVALIDATE_MS,
  });

export const useUpdatePaymentMethod = () => useMutation(updatePaymentMethodOptions());
