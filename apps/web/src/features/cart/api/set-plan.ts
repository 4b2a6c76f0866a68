import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CheckoutAction } from '@mealbox/contracts';
import { apiRequest } from '../../../lib/http';
import { cartChange, storeCart } from './get-cart';
import { weekBody } from './week-body';

/** Chooses the box's plan and how it is bought (Subscribe & Save or one time). */
export function useSetPlan(week?: string) {
  const client = useQueryClient();
  return useMutation({
    ...cartChange,
    mutationFn: (input: { meal_plan_sku: string | null; checkout_action: CheckoutAction }) =>
      apiRequest<Cart>('PUT', '/api/cart/plan', { ...weekBody(week), ...input }),
    onSuccess: (cart) => storeCart(client, week, cart),
  });
}
