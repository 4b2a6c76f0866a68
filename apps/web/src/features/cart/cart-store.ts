import { create } from 'zustand';

export type CheckoutAction = 'new_subscription_order' | 'one_time_order' | 'subscription_pick';

interface CartState {
  /** Quantity by sku (spec §3). */
  quantities: Record<string, number>;
  cartCount: number;
  /** The plan's number of meals; null without a plan (no box limit). */
  planSize: number | null;
  remainingMealsNeeded: number;
  checkoutAction: CheckoutAction | null;
  /** The box's plan's price per meal, which prices the menu's meal cards; null à la carte. */
  pricePerMeal: number | null;
  desktopCartOpen: boolean;
  setDesktopCartOpen: (open: boolean) => void;
  /** The subscription week the box is being filled for (a 'subscription_pick' box). */
  subscriptionPick: SubscriptionPick | null;
}

export interface SubscriptionPick {
  subscription_id: number;
  week: string;
}

/** The box as the header sees it; the storefront fills it from the server's cart. */
export const useCartStore = create<CartState>()((set) => ({
  quantities: {},
  cartCount: 0,
  planSize: null,
  remainingMealsNeeded: 0,
  checkoutAction: null,
  pricePerMeal: null,
  desktopCartOpen: false,
  setDesktopCartOpen: (open) => set({ desktopCartOpen: open }),
  subscriptionPick: null,
}));

export type ContinueOutcome = 'request_checkout' | 'save_picks' | 'close_cart' | 'toggle_cart';

/**
 * Spec §4: a new subscription order with no meals still needed goes to checkout; with meals
 * still needed the cart closes; anything else toggles the cart. A subscriber's box for one of
 * their weeks (issue 11) is saved as that week's picks once full, never sent to checkout.
 */
export function continueOutcome(state: {
  checkoutAction: CheckoutAction | null;
  remainingMealsNeeded: number;
}): ContinueOutcome {
  if (state.checkoutAction === 'new_subscription_order') {
    return state.remainingMealsNeeded === 0 ? 'request_checkout' : 'close_cart';
  }
  if (state.checkoutAction === 'subscription_pick') {
    return state.remainingMealsNeeded === 0 ? 'save_picks' : 'close_cart';
  }
  return 'toggle_cart';
}
