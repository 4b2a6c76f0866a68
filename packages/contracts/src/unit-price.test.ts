import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mealPriceInBox,
  planBoxPrice,
  priceOrder,
  subscriptionUnitPrice,
  unitPrice,
} from './pricing.ts';

const steak = { priceCents: 1499, premiumSurchargeCents: 300 };
const curry = { priceCents: 1199, premiumSurchargeCents: 0 };
const plan6 = { pricePerMealCents: 1299 };

describe('the unit price of a meal (product decisions, "Unit price")', () => {
  it('is the plan’s price per meal in a plan’s box, whatever the meal’s own price', () => {
    expect(unitPrice(curry, plan6)).toBe(1299);
    expect(unitPrice({ priceCents: 1549, premiumSurchargeCents: 0 }, plan6)).toBe(1299);
  });

  it('adds a premium meal’s surcharge in a plan’s box', () => {
    expect(unitPrice(steak, plan6)).toBe(1599);
  });

  it('is the meal’s own price à la carte, surcharge or not', () => {
    expect(unitPrice(steak, null)).toBe(1499);
    expect(unitPrice(curry, null)).toBe(1199);
  });

  it('is the same rule for the API’s shapes', () => {
    const item = { price: 1499, premium_surcharge: 300 };
    expect(mealPriceInBox(item, { price_per_meal: 1299 })).toBe(unitPrice(steak, plan6));
    expect(mealPriceInBox(item, null)).toBe(unitPrice(steak, null));
  });

  it('makes the issue’s box of six of the first meal cost what the 6-meal plan says', () => {
    // Six of a $14.99 meal in the 6-meal plan ($12.99 a meal), Subscribe & Save 10 %: not $80.95.
    const box = priceOrder({
      lines: [
        {
          unitPrice: unitPrice({ priceCents: 1499, premiumSurchargeCents: 0 }, plan6),
          quantity: 6,
        },
      ],
      subscriptionDiscountPercent: 10,
      discount: null,
      giftCardBalance: 0,
    });
    expect(box.total).toBe(planBoxPrice({ price_per_meal: 1299, meals_per_week: 6 }, 10).perBox);
    expect(box.total).toBe(7015);
  });
});

describe('the Subscribe & Save price per meal', () => {
  it('takes the percent off one meal rounded half up, as priceOrder does', () => {
    expect(subscriptionUnitPrice(1299, 10)).toBe(1169);
    expect(subscriptionUnitPrice(1199, 10)).toBe(1079);
    // Math.round(1295 × 0.9) would say 1166; the percent off is 129.5 → 130 cents.
    expect(subscriptionUnitPrice(1295, 10)).toBe(1165);
    expect(subscriptionUnitPrice(1299, 0)).toBe(1299);
  });

  it('is priceOrder’s total for a box of one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 100 }), (u, p) => {
        const one = priceOrder({
          lines: [{ unitPrice: u, quantity: 1 }],
          subscriptionDiscountPercent: p,
          discount: null,
          giftCardBalance: 0,
        });
        return subscriptionUnitPrice(u, p) === one.total;
      }),
    );
  });
});

describe('a plan’s box as its card shows it', () => {
  it('is the plan’s price per meal, and the total and saving checkout charges for a full box', () => {
    const plan = { price_per_meal: 1199, meals_per_week: 12 };
    // 12 × $11.99 = $143.88, less 10 % ($14.39, half up): $129.49, where 12 × $10.79 is $129.48.
    expect(planBoxPrice(plan, 10)).toEqual({ perMeal: 1199, perBox: 12949, saving: 1439 });
    expect(planBoxPrice(plan, 0)).toEqual({ perMeal: 1199, perBox: 14388, saving: 0 });
  });

  it('always agrees with priceOrder for the same box', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 100 }),
        (perMeal, meals, percent) => {
          const shown = planBoxPrice({ price_per_meal: perMeal, meals_per_week: meals }, percent);
          const charged = priceOrder({
            lines: [{ unitPrice: perMeal, quantity: meals }],
            subscriptionDiscountPercent: percent,
            discount: null,
            giftCardBalance: 0,
          });
          return (
            shown.perBox === charged.total &&
            shown.saving === charged.subscriptionDiscount &&
            shown.perMeal * meals === charged.subtotal
          );
        },
      ),
    );
  });
});
