import { describe, expect, it } from 'vitest';
import { planOffer } from './plan-offer';

const plan = { meals_per_week: 12, price_per_meal: 1199, subscription_price_per_meal: 1079 };

describe("a plan's price", () => {
  it('is the Subscribe & Save price per meal when subscribing, with the saving per box', () => {
    expect(planOffer(plan, 'subscribe')).toEqual({ perMeal: 1079, perBox: 12948, saving: 1440 });
  });

  it('is the full price once, with nothing saved', () => {
    expect(planOffer(plan, 'one_time')).toEqual({ perMeal: 1199, perBox: 14388, saving: 0 });
  });
});
