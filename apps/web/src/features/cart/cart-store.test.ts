import { describe, expect, it } from 'vitest';
import { continueOutcome } from './cart-store';

describe('Continue button (spec §4)', () => {
  it('requests checkout for a new subscription order once no meals are needed', () => {
    expect(
      continueOutcome({ checkoutAction: 'new_subscription_order', remainingMealsNeeded: 0 }),
    ).toBe('request_checkout');
  });

  it('closes the cart while a new subscription order still needs meals', () => {
    expect(
      continueOutcome({ checkoutAction: 'new_subscription_order', remainingMealsNeeded: 3 }),
    ).toBe('close_cart');
  });

  it("saves a subscriber's full box as the week's picks instead of going to checkout", () => {
    expect(continueOutcome({ checkoutAction: 'subscription_pick', remainingMealsNeeded: 0 })).toBe(
      'save_picks',
    );
  });

  it("closes the cart while a subscriber's box for a week still needs meals", () => {
    expect(continueOutcome({ checkoutAction: 'subscription_pick', remainingMealsNeeded: 2 })).toBe(
      'close_cart',
    );
  });

  it('toggles the cart for every other checkout action', () => {
    expect(continueOutcome({ checkoutAction: 'one_time_order', remainingMealsNeeded: 0 })).toBe(
      'toggle_cart',
    );
    expect(continueOutcome({ checkoutAction: null, remainingMealsNeeded: 2 })).toBe('toggle_cart');
  });
});
