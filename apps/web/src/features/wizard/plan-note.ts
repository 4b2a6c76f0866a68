import type { MealPlan } from '@mealbox/contracts';

/**
 * The line under a plan's size in the plan step: its name, or, for a plan the customer does not
 * pick for, who fills the box every week: the affiliate who owns the plan, else the store's chef.
 */
export function planNote(
  plan: Pick<MealPlan, 'name' | 'subscription_picking_required'>,
  affiliateName: string | null,
): string {
  if (plan.subscription_picking_required === 'Y') return plan.name;
  return affiliateName === null
    ? 'Chef’s choice: we pick for you'
    : `${affiliateName}’s selection: picked for you`;
}
