import type { QueryClient } from '@tanstack/react-query';
import type { Cart, CurrentUser, OrderQuote } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

export const checkoutKeys = {
  quote: (week: string | undefined, code: string | null, cart: unknown) =>
    ['checkout', 'quote', week ?? 'current', code, cart] as const,
};

/** What changes a quote besides its code: the box, its plan, the customer and their balance. */
export function quoteRevision(
  cart: Cart | undefined,
  user: Pick<CurrentUser, 'id' | 'gift_card_balance'> | null,
): unknown[] {
  return [cart?.subtotal, cart?.checkout_action, user?.id, user?.gift_card_balance];
}

/**
 * The order summary, priced by the server exactly as checkout will charge it. `revision`
 * (quoteRevision) is anything that changes the price.
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
    // As long as the box's: a quote follows the box by its key, and the page's own is not asked
    // for again as the page starts.
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * Seeds the quote a guest's checkout inlined with their box (the server's web-app/page-data.ts:
 * POST /api/checkout/quote's answer without a code, beside GET /api/cart's for the same week), so
 * the server draws the summary priced and the page hydrates with it, not with "Pricing your
 * order…" replaced as the page starts.
 */
export function seedQuoteQueries(client: QueryClient, data: Record<string, unknown>): void {
  for (const [path, body] of Object.entries(data)) {
    const inlined = /^\/api\/checkout\/quote(?:\?week=(.+))?$/.exec(path);
    if (!inlined) continue;
    const week = inlined[1];
    const cart = data[week ? `/api/cart?week=${week}` : '/api/cart'] as Cart | undefined;
    if (cart)
      client.setQueryData<OrderQuote>(
        checkoutKeys.quote(week, null, quoteRevision(cart, null)),
        body as OrderQuote,
      );
  }
}
