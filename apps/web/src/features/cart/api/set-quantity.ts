import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Cart, SetCartItemInput } from '@mealbox/contracts';
import { cartMessages } from '@mealbox/contracts';
import { ApiError, apiRequest, errorMessage } from '../../../lib/http';
import { toastForChange, withQuantity } from '../cart-logic';
import { useToaster } from '../toaster-store';
import { cartChange, cartKeys, laterCartChangePending, storeCart, syncCartStore } from './get-cart';
import { weekBody } from './week-body';

/**
 * Sets a meal's quantity (absolute; 0 removes it). The box changes at once and rolls back when
 * the server refuses; a full box shows 'Your box is full!'.
 */
export function useSetQuantity(week?: string) {
  return useMutation(setQuantityOptions(useQueryClient(), week));
}

export function setQuantityOptions(client: QueryClient, week: string | undefined) {
  const key = cartKeys.week(week);
  return mutationOptions({
    ...cartChange,
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
    onError: async (error, _input, context) => {
      // A refused change leaves the box as the server has it; when later changes are pending,
      // their answers will show it.
      if (!laterCartChangePending(client)) {
        if (context?.previous) {
          client.setQueryData(key, context.previous);
          syncCartStore(context.previous);
        }
        await client.invalidateQueries({ queryKey: cartKeys.all });
      }
      // A conflict is a full box, or a box changed elsewhere meanwhile; the server says which.
      const conflict = error instanceof ApiError && error.status === 409;
      useToaster
        .getState()
        .show(
          errorMessage(error, conflict ? cartMessages.boxFull : 'We could not update your box.'),
        );
    },
    onSuccess: (cart, input, context) => {
      storeCart(client, week, cart);
      const toast = toastForChange(context.before, input.quantity);
      if (toast) useToaster.getState().show(toast);
    },
  });
}
