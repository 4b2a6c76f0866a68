import { boxNotReady as boxRuleNotReady, type Cart } from '@mealbox/contracts';

/**
 * Why this box cannot be ordered yet, in the words the server would refuse it with, or null
 * when it is ready (the box rule in the contracts). The server checks again when the order is
 * placed.
 */
export function boxNotReady(
  cart: Pick<Cart, 'cart_count' | 'meal_plan' | 'checkout_action'>,
): string | null {
  return boxRuleNotReady({
    count: cart.cart_count,
    planSize: cart.meal_plan?.meals_per_week ?? null,
    action: cart.checkout_action,
  });
}
