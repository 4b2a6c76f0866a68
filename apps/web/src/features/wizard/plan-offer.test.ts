import { describe, expect, it } from 'vitest';
import { priceOrder } from '@mealbox/contracts';
import { planOffer } from './plan-offer';

const plan = { meals_per_week: 12, price_per_meal: 1199, subscription_price_per_meal: 1079 };

describe("a plan's price", () => {
  it('is the plan’s price per meal, and the box less Subscribe & Save as checkout charges it', () => {
    // 12 × $11.99 = $143.88; 10 % of it is $14.39 (half up), so the box is $129.49, where
    // 12 × $10.79 would say $129.48.
    expect(planOffer(plan, 'subscribe', 10)).toEqual({
      perMeal: 1199,
      perBox: 12949,
      saving: 1439,
    });
    const charged = priceOrder({
      lines: [{ unitPrice: 1199, quantity: 12 }],
      subscriptionDiscountPercent: 10,
      discount: null,
      giftCardBalance: 0,
    });
    expect(planOffer(plan, 'subscribe', 10).perBox).toBe(charged.total);
  });

  it('is the full price once, with nothing saved', () => {
    expect(planOffer(plan, 'one_time', 10)).toEqual({ perMeal: 1199, perBox: 14388, saving: 0 });
  });
});
