import { useEffect } from 'react';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Cart } from '@mealbox/contracts';
import { apiRequest } from '../../../lib/http';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCart as useCartStore } from '../cart-store';

/** 'current' stands for the server's current ordering week. */
export const cartKeys = {
  all: ['cart'] as const,
  week: (week: string | undefined) => ['cart', week ?? 'current'] as const,
};

/** Copies the server's cart into the zustand store the header and controls read (spec §3). */
export function syncCartStore(cart: Cart): void {
  useCartStore.setState({
    quantities: cart.quantities,
    cartCount: cart.cart_count,
    remainingMealsAllowed: cart.remaining_meals_allowed,
    remainingMealsNeeded: cart.remaining_meals_needed,
    checkoutAction: cart.checkout_action,
  });
}

export function storeCart(client: QueryClient, week: string | undefined, cart: Cart): void {
  client.setQueryData(cartKeys.week(week), cart);
  // The server answers with its week; a 'current' request also fills that week's entry.
  if (!week) client.setQueryData(cartKeys.week(cart.week), cart);
  syncCartStore(cart);
}

/**
 * The visitor's box for a week (undefined: the current ordering week), kept in the store. While
 * the page hydrates it is still loading, as the server (which never renders a visitor's box)
 * drew it.
 */
export function useCart(week?: string): UseQueryResult<Cart> {
  const hydrated = useHydrated();
  const query = useQuery({
    queryKey: cartKeys.week(week),
    queryFn: () =>
      apiRequest<Cart>('GET', `/api/cart${week ? `?week=${encodeURIComponent(week)}` : ''}`),
    staleTime: 30_000,
    // Asked for once the page is hydrated, and pending until then (nothing else fills it): a
    // query that starts fetching re-renders its components at once, and while the page hydrates
    // that re-render hydrates the screens still waiting all in one long task (Total Blocking
    // Time).
    enabled: hydrated,
  });
  const data = query.data;
  useEffect(() => {
    if (data) syncCartStore(data);
  }, [data]);
  return query;
}
