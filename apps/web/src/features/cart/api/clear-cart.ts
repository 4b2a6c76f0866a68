import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@mealbox/contracts';
import { apiRequest } from '../../../lib/http';
import { cartChange, cartKeys, storeCart } from './get-cart';
import { weekBody } from './week-body';

/** Empties the box; every week's cached box is asked for again. */
export function useClearCart(week?: string) {
  const client = useQueryClient();
  return useMutation({
    ...cartChange,
    mutationFn: () => apiRequest<Cart>('POST', '/api/cart/clear', weekBody(week)),
    onSuccess: async (cart) => {
      storeCart(client, week, cart);
      await client.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
