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

const meal = (sku: string, quantity: number, priceCents: number) => ({
  menuItemId: sku.length,
  sku,
  name: `Meal ${sku}`,
  image: `/media/meals/${sku}.svg`,
  priceCents,
  premiumSurchargeCents: 0,
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
      subtotal: 2 * 1299 + 3 * 1099,
      previous_picks_available: 4,
    });
    expect(cart.lines[0]).toEqual({
      sku: 'MEAL-001',
      name: 'Meal MEAL-001',
      image: '/media/meals/MEAL-001.svg',
      unit_price: 1299,
      quantity: 2,
    });
  });
});
