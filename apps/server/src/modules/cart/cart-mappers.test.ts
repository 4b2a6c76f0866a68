import { describe, expect, it } from 'vitest';
import type { MealPlanRow } from '../catalog/catalog.repository.ts';
import { toCart } from './cart-mappers.ts';

const plan8: MealPlanRow = {
  id: 2,
  sku: 'PLAN-8',
  shortName: '8-meals',
  name: '8 Meals per Week',
  description: '',
  mealsPerWeek: 8,
  pricePerMealCents: 1199,
  subscriptionPickingRequired: true,
  affiliateUserId: null,
  channelId: null,
  active: true,
  createdAt: new Date(0),
};

const meal = (sku: string, quantity: number, priceCents: number, premiumSurchargeCents = 0) => ({
  menuItemId: sku.length,
  sku,
  name: `Meal ${sku}`,
  image: `/media/meals/${sku}.svg`,
  priceCents,
  premiumSurchargeCents,
  quantity,
});

describe('the cart the API shows', () => {
  it('is empty for a visitor without a cart', () => {
    expect(
      toCart({
        week: '2026-11-30',
        plan: null,
        discountPercent: 10,
        checkoutAction: null,
        lines: [],
        previousPicksAvailable: 0,
      }),
    ).toEqual({
      week: '2026-11-30',
      week_formatted: 'Nov 30',
      meal_plan: null,
      checkout_action: null,
      quantities: {},
      lines: [],
      cart_count: 0,
      remaining_meals_allowed: null,
      remaining_meals_needed: 0,
      subtotal: 0,
      previous_picks_available: 0,
    });
  });

  it('counts the meals, what the plan still allows, and the subtotal in cents', () => {
    const cart = toCart({
      week: '2026-11-30',
      plan: plan8,
      discountPercent: 10,
      checkoutAction: 'new_subscription_order',
      lines: [meal('MEAL-001', 2, 1299), meal('MEAL-02', 3, 1099)],
      previousPicksAvailable: 4,
    });
    expect(cart).toMatchObject({
      meal_plan: { sku: 'PLAN-8', meals_per_week: 8, subscription_price_per_meal: 1079 },
      checkout_action: 'new_subscription_order',
      quantities: { 'MEAL-001': 2, 'MEAL-02': 3 },
      cart_count: 5,
      remaining_meals_allowed: 3,
      remaining_meals_needed: 3,
      // In the plan's box every meal costs the plan's price per meal, not its own price.
      subtotal: 5 * 1199,
      previous_picks_available: 4,
    });
    expect(cart.lines[0]).toEqual({
      sku: 'MEAL-001',
      name: 'Meal MEAL-001',
      image: '/media/meals/MEAL-001.svg',
      unit_price: 1199,
      quantity: 2,
    });
  });

  it('prices a premium meal in a plan’s box at the plan’s price plus its surcharge', () => {
    const cart = toCart({
      week: '2026-11-30',
      plan: plan8,
      discountPercent: 10,
      checkoutAction: 'one_time_order',
      lines: [meal('MEAL-001', 2, 1499, 300), meal('MEAL-02', 1, 1099)],
      previousPicksAvailable: 0,
    });
    expect(cart.lines.map((l) => [l.sku, l.unit_price])).toEqual([
      ['MEAL-001', 1499],
      ['MEAL-02', 1199],
    ]);
    expect(cart.subtotal).toBe(2 * 1499 + 1199);
  });

  it('prices an à la carte box (no plan) at each meal’s own price, surcharge or not', () => {
    const cart = toCart({
      week: '2026-11-30',
      plan: null,
      discountPercent: 10,
      checkoutAction: 'one_time_order',
      lines: [meal('MEAL-001', 2, 1499, 300), meal('MEAL-02', 1, 1099)],
      previousPicksAvailable: 0,
    });
    expect(cart.lines.map((l) => l.unit_price)).toEqual([1499, 1099]);
    expect(cart.subtotal).toBe(2 * 1499 + 1099);
  });
});
