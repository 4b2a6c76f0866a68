import type { MealPlan } from '@mealbox/contracts';

export type PurchaseKind = 'subscribe' | 'one_time';

/** What a plan costs bought one way or the other, in cents. */
export function planOffer(
  plan: Pick<MealPlan, 'meals_per_week' | 'price_per_meal' | 'subscription_price_per_meal'>,
  kind: PurchaseKind,
): { perMeal: number; perBox: number; saving: number } {
  const perMeal = kind === 'subscribe' ? plan.subscription_price_per_meal : plan.price_per_meal;
  const perBox = perMeal * plan.meals_per_week;
  return { perMeal, perBox, saving: plan.price_per_meal * plan.meals_per_week - perBox };
}
