import type { CheckoutAction } from './cart.ts';
import { checkoutMessages } from './box-messages.ts';

/** No meal's quantity in a box goes past this. */
export const MAX_QUANTITY_PER_MEAL = 99;

/**
 * The box rules (product decisions, "Cart and checkout"), their one home: the server's cart and
 * checkout decide with them, and the web uses them to answer before the server does (a plus
 * blocked on a full box, the summary's readiness). Pure, so they are unit-tested alone; the
 * cart's repository makes the write that follows a decision conditional on the box the decision
 * read (docs/decisions/010).
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
/**
 * Whether a meal's quantity may be set to `quantity` in a box holding `count` meals, `current` of
 * them this meal: with a plan, raising a quantity past the plan size is refused; lowering one
 * never is, even in a box already over its plan size. Without a plan there is no limit.
 */
export function quantityFits(change: {
  planSize: number | null;
  count: number;
  current: number;
  quantity: number;
}): boolean {
  const { planSize, count, current, quantity } = change;
  if (planSize === null || quantity <= current) return true;
  return count - current + quantity <= planSize;
}

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

/** A meal of the week's menu as the chef's choice reads it. */
export interface ChefsChoiceMeal {
  id: number;
  largerPortion: boolean;
  premiumSurchargeCents?: number;
  /** Staff marked it as part of the week's chef's selection (menu_entries.chefs_choice). */
  chefsChoice?: boolean;
}

/**
 * Chef's choice (a plan whose subscription_picking_required is N): the chef fills the box from
 * the week's chef's selection when staff marked one, else from the whole menu, in display order,
 * one of each, skipping larger portions and premium meals (a surcharge the customer did not
 * choose, decision 011) while there are standard meals, and going round again when the meals
 * are fewer than the box.
 */
export function chefsChoice(menu: readonly ChefsChoiceMeal[], planSize: number): LineQuantity[] {
  const selection = menu.filter((m) => m.chefsChoice === true);
  const chosen = selection.length > 0 ? selection : menu;
  const standard = chosen.filter((m) => !m.largerPortion && !((m.premiumSurchargeCents ?? 0) > 0));
  const pool = standard.length > 0 ? standard : chosen;
  const picks = new Map<number, number>();
  for (let i = 0; i < planSize && pool.length > 0; i += 1) {
    const id = pool[i % pool.length]!.id;
    picks.set(id, (picks.get(id) ?? 0) + 1);
  }
  return [...picks].map(([menuItemId, quantity]) => ({ menuItemId, quantity }));
}

/**
 * The box the store fills for a plan the customer does not pick for: its affiliate's selection
 * for the week when the plan has one that fills the box from the week's menu (product decisions,
 * "Affiliates"), else the chef's choice. One rule for the cart and the weekly lock.
 */
export function storeFilledBox(
  menu: readonly ChefsChoiceMeal[],
  planSize: number,
  affiliateSelection: readonly LineQuantity[] | undefined,
): { lines: LineQuantity[]; by: 'affiliate' | 'chef' } {
  const onMenu = new Set(menu.map((m) => m.id));
  if (
    affiliateSelection &&
    affiliateSelection.length > 0 &&
    affiliateSelection.every((l) => onMenu.has(l.menuItemId)) &&
    affiliateSelection.reduce((n, l) => n + l.quantity, 0) === planSize
  ) {
    return { lines: affiliateSelection.map((l) => ({ ...l })), by: 'affiliate' };
  }
  return { lines: chefsChoice(menu, planSize), by: 'chef' };
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

/**
 * Why a box cannot be ordered yet, in the words checkout refuses it with, or null when it is
 * ready: a subscriber's weekly pick is not an order, an empty box is nothing to order, and a
 * box with a plan must hold exactly the plan's number of meals.
 */
export function boxNotReady(box: {
  count: number;
  planSize: number | null;
  action: CheckoutAction | null;
}): string | null {
  if (box.action === 'subscription_pick') return checkoutMessages.subscriptionPick;
  if (box.count === 0) return checkoutMessages.emptyBox;
  if (box.planSize === null) return null;
  if (box.count < box.planSize) return checkoutMessages.boxNotFull(box.planSize - box.count);
  if (box.count > box.planSize) return checkoutMessages.boxOverfull;
  return null;
}
