import { MAX_QUANTITY_PER_MEAL, type CheckoutAction } from '@mealbox/contracts';

/**
 * Box arithmetic (product decisions, "Cart and checkout"): pure, so it is unit-tested alone. The
 * check of a single meal's change (raising a quantity past the plan size is refused, lowering one
 * never is) runs in the database, under the cart's lock: cart_set_item (migration 0004).
 */

export interface LineQuantity {
  menuItemId: number;
  quantity: number;
}

export function mealCount(lines: readonly LineQuantity[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Remaining meals allowed and needed. With a plan both are the plan size minus the meals in the
 * box, never below 0; a box holding more than its plan (the customer chose a smaller plan after
 * filling it) has 0 of each, and the customer resolves the surplus by removing meals. Without a
 * plan there is no box limit: allowed is null and nothing is needed.
 */
export function boxStatus(
  count: number,
  planSize: number | null,
): { remaining_meals_allowed: number | null; remaining_meals_needed: number } {
  if (planSize === null) return { remaining_meals_allowed: null, remaining_meals_needed: 0 };
  const remaining = Math.max(0, planSize - count);
  return { remaining_meals_allowed: remaining, remaining_meals_needed: remaining };
}

/**
 * How much of each addition fits into a box holding `existing`: additions are taken in order
 * until the plan size is reached (no limit without a plan), and no line goes past
 * MAX_QUANTITY_PER_MEAL. Returns only the positive amounts to add, merged per meal.
 */
export function fitAdditions(
  existing: readonly LineQuantity[],
  additions: readonly LineQuantity[],
  planSize: number | null,
): LineQuantity[] {
  const held = new Map<number, number>();
  for (const line of existing) held.set(line.menuItemId, line.quantity);
  let room = planSize === null ? Infinity : Math.max(0, planSize - mealCount(existing));
  const added = new Map<number, number>();
  for (const { menuItemId, quantity } of additions) {
    const inLine = held.get(menuItemId) ?? 0;
    const take = Math.min(Math.max(0, quantity), room, MAX_QUANTITY_PER_MEAL - inLine);
    if (take <= 0) continue;
    held.set(menuItemId, inLine + take);
    added.set(menuItemId, (added.get(menuItemId) ?? 0) + take);
    room -= take;
  }
  return [...added].map(([menuItemId, quantity]) => ({ menuItemId, quantity }));
}

/**
 * Chef's choice (a plan whose subscription_picking_required is N): the chef fills the box with
 * the week's menu in display order, one of each, skipping larger portions while there are enough
 * standard meals, and going round again when the menu is shorter than the box.
 */
export function chefsChoice(
  menu: readonly { id: number; largerPortion: boolean }[],
  planSize: number,
): LineQuantity[] {
  const standard = menu.filter((m) => !m.largerPortion);
  const pool = standard.length > 0 ? standard : menu;
  const picks = new Map<number, number>();
  for (let i = 0; i < planSize && pool.length > 0; i += 1) {
    const id = pool[i % pool.length]!.id;
    picks.set(id, (picks.get(id) ?? 0) + 1);
  }
  return [...picks].map(([menuItemId, quantity]) => ({ menuItemId, quantity }));
}

export interface CartChoice {
  mealPlanId: number | null;
  checkoutAction: CheckoutAction | null;
}

/**
 * The plan a merged cart keeps at sign-in: the customer's own, unless they had none and the
 * guest cart had one. The checkout action travels with the plan it was chosen with.
 */
export function mergedChoice(user: CartChoice, guest: CartChoice): CartChoice {
  if (user.mealPlanId === null && guest.mealPlanId !== null) {
    return { mealPlanId: guest.mealPlanId, checkoutAction: guest.checkoutAction };
  }
  return {
    mealPlanId: user.mealPlanId,
    checkoutAction: user.checkoutAction ?? guest.checkoutAction,
  };
}
