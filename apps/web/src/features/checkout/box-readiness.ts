import { checkoutMessages, type Cart } from '@mealbox/contracts';

/**
 * Why this box cannot be ordered yet, in the words the server would refuse it with, or null
 * when it is ready. The server checks again when the order is placed.
 */
export function boxNotReady(
  cart: Pick<Cart, 'cart_count' | 'meal_plan' | 'checkout_action'>,
): string | null {
  if (cart.checkout_action === 'subscription_pick') return checkoutMessages.subscriptionPick;
  if (cart.cart_count === 0) return checkoutMessages.emptyBox;
  const size = cart.meal_plan?.meals_per_week;
  if (size === undefined) return null;
  if (cart.cart_count < size) return checkoutMessages.boxNotFull(size - cart.cart_count);
  if (cart.cart_count > size) return checkoutMessages.boxOverfull;
  return null;
}
