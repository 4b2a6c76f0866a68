import { useEffect } from 'react';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { Cart } from '@mealbox/contracts';
import { apiRequest } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { useCartStore } from '../cart-store';

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
    remainingMealsNeeded: cart.remaining_meals_needed,
    planSize: cart.meal_plan?.meals_per_week ?? null,
    checkoutAction: cart.checkout_action,
    pricePerMeal: cart.meal_plan?.price_per_meal ?? null,
  });
}

/**
 * Every change to the box carries these options: the changes run one at a time in the order they
 * were asked, so the server's answer to the last one is the box after all of them.
 */
export const cartChange = { mutationKey: cartKeys.all, scope: { id: 'cart' } };

/** Whether a later change to the box is still queued or under way. */
export const laterCartChangePending = (client: QueryClient): boolean =>
  client.isMutating({ mutationKey: cartKeys.all }) > 1;

/**
 * Stores a change's answer, unless a later change is pending: that one's answer will include this
 * one, and storing this one now would undo the later change's quantities shown ahead of the server.
 */
export function storeCart(client: QueryClient, week: string | undefined, cart: Cart): void {
  if (laterCartChangePending(client)) return;
  client.setQueryData(cartKeys.week(week), cart);
  // The server answers with its week; a 'current' request also fills that week's entry.
  if (!week) client.setQueryData(cartKeys.week(cart.week), cart);
  syncCartStore(cart);
}

/**
 * Seeds the box checkout's page inlined (the server's web-app/page-data.ts: GET /api/cart's
 * answer, for ?week= or the current week), so the page hydrates with the box the server drew. It
 * lives only in this page's query client (one per page in the browser, one per render on the
 * server); the header's count, kept in the store, follows once the page has hydrated.
 */
export function seedCartQueries(client: QueryClient, data: Record<string, unknown>): void {
  for (const [path, body] of Object.entries(data)) {
    const inlined = /^\/api\/cart(?:\?week=(.+))?$/.exec(path);
    if (inlined) client.setQueryData<Cart>(cartKeys.week(inlined[1]), body as Cart);
  }
}

/**
 * The visitor's box for a week (undefined: the current ordering week), kept in the store. While
 * the page hydrates it is still loading, as the server drew it, unless the page carried the box
 * (checkout, seedCartQueries).
 */
export function useCartQuery(week?: string): UseQueryResult<Cart> {
  const query = useVisitorQuery({
    queryKey: cartKeys.week(week),
    queryFn: () =>
      apiRequest<Cart>('GET', `/api/cart${week ? `?week=${encodeURIComponent(week)}` : ''}`),
    staleTime: 30_000,
  });
  const data = query.data;
  useEffect(() => {
    if (data) syncCartStore(data);
  }, [data]);
  return query;
}
