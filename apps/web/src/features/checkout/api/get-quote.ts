import type { OrderQuote } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

export const checkoutKeys = {
  quote: (week: string | undefined, code: string | null, cart: unknown) =>
    ['checkout', 'quote', week ?? 'current', code, cart] as const,
};

/**
 * The order summary, priced by the server exactly as checkout will charge it. `revision` is
 * anything that changes the price (the box, the plan, the signed-in customer's balance).
 */
export function useQuote(
  week: string | undefined,
  discountCode: string | null,
  revision: unknown,
  enabled = true,
) {
  return useVisitorQuery({
    enabled,
    queryKey: checkoutKeys.quote(week, discountCode, revision),
    queryFn: () =>
      api.post<OrderQuote>('/api/checkout/quote', {
        ...(week ? { week } : {}),
        discount_code: discountCode,
      }),
    placeholderData: (previous) => previous,
    retry: false,
  });
}
