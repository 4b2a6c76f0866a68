import { describe, expect, it } from 'vitest';
import type { MealPlan } from '@mealbox/contracts';
import { boxNotReady } from './box-readiness';

const plan = { meals_per_week: 8 } as MealPlan;
const box = (cart_count: number, meal_plan: MealPlan | null = plan) => ({
  cart_count,
  meal_plan,
  checkout_action: 'new_subscription_order' as const,
});

describe('whether a box can be ordered', () => {
  it('is ready when it holds exactly its plan size', () => {
    expect(boxNotReady(box(8))).toBeNull();
  });

  it('says how many meals are missing, in the singular for one', () => {
    expect(boxNotReady(box(5))).toBe('Add 3 more meals to fill your box.');
    expect(boxNotReady(box(7))).toBe('Add 1 more meal to fill your box.');
  });

  it('refuses a box holding more meals than its plan', () => {
    expect(boxNotReady(box(9))).toBe('Your box has more meals than your plan. Please remove some.');
  });

  it('refuses an empty box, and accepts any number of meals without a plan', () => {
    expect(boxNotReady(box(0))).toBe('Your box is empty. Add some meals first.');
    expect(boxNotReady(box(23, null))).toBeNull();
  });

  it("sends a subscriber's weekly picks to My Schedule", () => {
    expect(boxNotReady({ ...box(8), checkout_action: 'subscription_pick' })).toMatch(/My Schedule/);
  });
});
