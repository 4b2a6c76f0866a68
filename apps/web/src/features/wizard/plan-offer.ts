import { planBoxPrice, type MealPlan } from '@mealbox/contracts';

export type PurchaseKind = 'subscribe' | 'one_time';

/**
 * What a plan's box costs bought one way or the other, in cents, exactly as checkout charges a
 * full box of standard meals: per meal, the plan's price per meal (what each meal card in its box
 * shows, a premium meal adding its surcharge); per box, the total after Subscribe & Save (the
 * channel's percent, taken off the whole box once); and what Subscribe & Save takes off.
 */
export function planOffer(
  plan: Pick<MealPlan, 'meals_per_week' | 'price_per_meal'>,
  kind: PurchaseKind,
  subscriptionPercent: number,
): { perMeal: number; perBox: number; saving: number } {
  return planBoxPrice(plan, kind === 'subscribe' ? subscriptionPercent : 0);
}
