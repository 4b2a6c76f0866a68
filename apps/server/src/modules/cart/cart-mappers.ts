import type { Cart, CheckoutAction } from '@mealbox/contracts';
import { formatWeek } from '../../lib/weeks.ts';
import { toMealPlan, type MealPlanShown } from '../catalog/catalog-mappers.ts';
import { boxStatus, mealCount } from '@mealbox/contracts';
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

/** The API's cart: counts, remaining meals and the subtotal in integer cents. */
export function toCart(state: CartState): Cart {
  const count = mealCount(state.lines);
  return {
    week: state.week,
    week_formatted: formatWeek(state.week),
    meal_plan: state.plan ? toMealPlan(state.plan, state.discountPercent) : null,
    checkout_action: state.checkoutAction,
    quantities: Object.fromEntries(state.lines.map((line) => [line.sku, line.quantity])),
    lines: state.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      image: line.image,
      unit_price: line.priceCents,
      quantity: line.quantity,
    })),
    cart_count: count,
    ...boxStatus(count, state.plan?.mealsPerWeek ?? null),
    subtotal: state.lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0),
    previous_picks_available: state.previousPicksAvailable,
  };
}
