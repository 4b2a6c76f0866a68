import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, SetCartItemInput } from '@mealbox/contracts';
import { cartMessages } from '@mealbox/contracts';
import { ApiError, apiRequest, errorMessage } from '../../../lib/http';
import { toastForChange, withQuantity } from '../cart-logic';
import { useToaster } from '../toaster-store';
import { cartKeys, storeCart, syncCartStore } from './get-cart';
import { weekBody } from './week-body';

/**
 * Sets a meal's quantity (absolute; 0 removes it). The box changes at once and rolls back when
 * the server refuses; a full box shows 'Your box is full!'.
 */
export function useSetQuantity(week?: string) {
  const client = useQueryClient();
  const key = cartKeys.week(week);
  return useMutation({
    mutationFn: (input: Pick<SetCartItemInput, 'sku' | 'quantity'>) =>
      apiRequest<Cart>('PUT', '/api/cart/items', { ...weekBody(week), ...input }),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Cart>(key);
      const before = previous?.quantities[input.sku] ?? 0;
      if (previous) {
        const next = withQuantity(previous, input.sku, input.quantity);
        client.setQueryData(key, next);
        syncCartStore(next);
      }
      return { previous, before };
    },
    onError: (error, _input, context) => {
      if (context?.previous) {
        client.setQueryData(key, context.previous);
        syncCartStore(context.previous);
      }
      const boxFull = error instanceof ApiError && error.status === 409;
      useToaster
        .getState()
        .show(
          boxFull ? cartMessages.boxFull : errorMessage(error, 'We could not update your box.'),
        );
    },
    onSuccess: (cart, input, context) => {
      storeCart(client, week, cart);
      const toast = toastForChange(context.before, input.quantity);
      if (toast) useToaster.getState().show(toast);
    },
  });
}
