import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderConfirmation, OrderQuote, PlaceOrderInput } from '@mealbox/contracts';
import { api } from '../../lib/http';
import { refreshSession } from '../accounts/api/refresh-session';
import { useSession } from '../accounts/session-store';
import { cartKeys } from '../cart/api/cart-query';

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
  return useQuery({
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

export function useApplyGiftCard() {
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ message: string; gift_card_balance: number }>('/api/gift_card_apply', { code }),
    onSuccess: ({ gift_card_balance }) => {
      const { user, setUser } = useSession.getState();
      if (user) setUser({ ...user, gift_card_balance });
    },
  });
}

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => api.post<OrderConfirmation>('/api/checkout', input),
    // Paid or declined, the box and the balance may have changed.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: cartKeys.all });
      // The order saved the address and card on the account, and may have spent the balance.
      void refreshSession();
    },
  });
}
