import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, StartPickInput } from '@mealbox/contracts';
import { apiRequest } from '../../../lib/http';
import { useCartStore } from '../cart-store';
import { cartChange, storeCart } from './get-cart';

/**
 * Opens a subscriber's week for picking: the server fills the box for that week with the
 * subscription's plan and the week's current picks (a 'subscription_pick' box).
 */
export function useStartSubscriptionPick() {
  const client = useQueryClient();
  return useMutation({
    ...cartChange,
    mutationFn: (input: StartPickInput) =>
      apiRequest<Cart>('POST', '/api/cart/subscription-week', input),
    onSuccess: (cart, input) => {
      storeCart(client, input.week, cart);
      useCartStore.setState({ subscriptionPick: input });
    },
  });
}
