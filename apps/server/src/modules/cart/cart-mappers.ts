import type { Cart, CheckoutAction } from '@mealbox/contracts';
import { formatWeek } from '../../lib/weeks.ts';
import { toMealPlan, type MealPlanShown } from '../catalog/catalog-mappers.ts';
import { boxStatus, mealCount, unitPrice } from '@mealbox/contracts';
import type { CartLineDetail } from './cart.repository.ts';

export interface CartState {
  week: string;
  plan: MealPlanShown | null;
  /** The channel's Subscribe & Save percent, for the plan's subscription price. */
  discountPercent: number;
  checkoutAction: CheckoutAction | null;
  lines: readonly CartLineDetail[];
  previousPicksAvailable: number;
}

/**
 * The API's cart: counts, remaining meals and the subtotal in integer cents. Each line's unit
 * price is unitPrice's (the plan's price per meal plus the meal's surcharge in a plan's box, the
 * meal's own price à la carte), the price checkout charges for it.
 */
export function toCart(state: CartState): Cart {
  const count = mealCount(state.lines);
  const plan = state.plan;
  const lines = state.lines.map((line) => ({ line, unit: unitPrice(line, plan) }));
  return {
    week: state.week,
    week_formatted: formatWeek(state.week),
    meal_plan: state.plan ? toMealPlan(state.plan, state.discountPercent) : null,
    checkout_action: state.checkoutAction,
    quantities: Object.fromEntries(state.lines.map((line) => [line.sku, line.quantity])),
    lines: lines.map(({ line, unit }) => ({
      sku: line.sku,
      name: line.name,
      image: line.image,
      unit_price: unit,
      quantity: line.quantity,
    })),
    cart_count: count,
    ...boxStatus(count, state.plan?.mealsPerWeek ?? null),
    subtotal: lines.reduce((sum, { line, unit }) => sum + line.quantity * unit, 0),
    previous_picks_available: state.previousPicksAvailable,
  };
}
