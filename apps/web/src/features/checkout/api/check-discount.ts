import { useMutation } from '@tanstack/react-query';
import type { OrderQuote } from '@mealbox/contracts';
import { api } from '../../../lib/http';

/** Checks a discount code against the box before it is kept for the order. */
export function useCheckDiscount(week: string | undefined) {
  return useMutation({
    mutationFn: (code: string) =>
      api.post<OrderQuote>('/api/checkout/quote', {
        ...(week ? { week } : {}),
        discount_code: code,
      }),
  });
}
