import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@mealbox/contracts';
import type * as http from '../../../lib/http';
import { apiRequest } from '../../../lib/http';
import { withQuantity } from '../cart-logic';
import { useCartStore } from '../cart-store';
import { useToaster } from '../toaster-store';
import { cartKeys } from './get-cart';
import { setQuantityOptions } from './set-quantity';

const emptyCart: Cart = {
  week: '2026-11-30',
  week_formatted: 'Nov 30',
  meal_plan: null,
  checkout_action: null,
  quantities: {},
  lines: [],
  cart_count: 0,
  remaining_meals_allowed: null,
  remaining_meals_needed: 0,
  subtotal: 0,
  previous_picks_available: 0,
};

interface FakeServer {
  cart: Cart | null;
  /** The changes received, each applied and answered (or refused) when the test says. */
  answers: { release: () => void; refuse: (status: number, message: string) => void }[];
  gets: number;
}

/** The server at the network's edge, answering when the test lets it. */
const server: FakeServer = vi.hoisted(() => ({ cart: null, answers: [], gets: 0 }));

vi.mock('../../../lib/http', async (importActual) => {
  const actual = await importActual<typeof http>();
  return {
    ...actual,
    apiRequest: (method: string, _url: string, body?: { sku: string; quantity: number }) => {
      if (method === 'GET') {
        server.gets += 1;
        return Promise.resolve(server.cart);
      }
      return new Promise((resolve, reject) => {
        server.answers.push({
          release: () => {
            server.cart = withQuantity(server.cart!, body!.sku, body!.quantity);
            resolve(server.cart);
          },
          refuse: (status, message) => reject(new actual.ApiError(status, message, {}, true)),
        });
      });
    },
  };
});

let client: QueryClient;
let stopWatching: () => void;

function change(sku: string, quantity: number) {
  const observer = new MutationObserver(client, setQuantityOptions(client, undefined));
  void observer.mutate({ sku, quantity }).catch(() => undefined);
}

/** Lets the mutation cache start the next queued change and run callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  server.cart = emptyCart;
  server.answers = [];
  server.gets = 0;
  client = new QueryClient();
  client.setQueryData(cartKeys.week(undefined), emptyCart);
  // The page watches the box, as useCartQuery does.
  stopWatching = new QueryObserver(client, {
    queryKey: cartKeys.week(undefined),
    queryFn: () => apiRequest<Cart>('GET', '/api/cart'),
    staleTime: 30_000,
  }).subscribe(() => undefined);
  useCartStore.setState({ cartCount: 0, quantities: {} });
});

afterEach(() => {
  stopWatching();
  client.clear();
});

describe('changing the box several times before the server answers', () => {
  it('counts every change at once and keeps the count while earlier answers arrive', async () => {
    change('A', 1);
    change('A', 2);
    change('B', 1);
    await settle();
    expect(useCartStore.getState().cartCount).toBe(3);

    // The changes reach the server one at a time, in the order asked.
    expect(server.answers).toHaveLength(1);
    server.answers[0]!.release();
    await settle();
    expect(useCartStore.getState().cartCount).toBe(3);

    change('A', 1);
    await settle();
    expect(useCartStore.getState().cartCount).toBe(2);

    for (let i = 1; i < 4; i++) {
      expect(server.answers).toHaveLength(i + 1);
      server.answers[i]!.release();
      await settle();
      expect(useCartStore.getState().cartCount).toBe(2);
    }
    expect(useCartStore.getState().quantities).toEqual({ A: 1, B: 1 });
    expect(client.getQueryData<Cart>(cartKeys.week(undefined))?.cart_count).toBe(2);
  });

  it('shows the server’s box after a refused change, even when others were in flight', async () => {
    change('A', 1);
    change('B', 1);
    await settle();
    expect(useCartStore.getState().cartCount).toBe(2);

    server.answers[0]!.refuse(409, 'Your box is being changed elsewhere. Please try again.');
    await settle();
    expect(useToaster.getState().message).toBe(
      'Your box is being changed elsewhere. Please try again.',
    );
    server.answers[1]!.release();
    await settle();
    expect(useCartStore.getState().quantities).toEqual({ B: 1 });
    expect(useCartStore.getState().cartCount).toBe(1);
  });

  it('rolls a lone refused change back and asks the server for the box', async () => {
    change('A', 1);
    await settle();
    expect(useCartStore.getState().cartCount).toBe(1);
    server.answers[0]!.refuse(409, 'Your box is full!');
    await settle();
    await settle();
    expect(useCartStore.getState().cartCount).toBe(0);
    expect(useToaster.getState().message).toBe('Your box is full!');
    expect(server.gets).toBe(1);
  });
});
