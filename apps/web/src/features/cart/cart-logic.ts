import { MAX_QUANTITY_PER_MEAL, boxStatus, cartMessages, quantityFits } from '@mealbox/contracts';

/** Spec §9: a toaster clears on a 250 ms flash. */
export const TOASTER_FLASH_MS = 250;
/** How long a toaster stays readable before its flash clears it. */
export const TOASTER_HOLD_MS = 2500;

export type PlusDecision = { kind: 'set'; quantity: number } | { kind: 'blocked'; toast: string };

/** The box as the controls see it: the meals in it and its plan's size (null: no plan). */
export interface BoxFill {
  count: number;
  planSize: number | null;
}

/**
 * Spec §4: plus is blocked with 'Your box is full!' when the box rule (the contracts'
 * quantityFits) refuses one more; otherwise it adds one, up to the per-meal maximum.
 */
export function plusDecision(current: number, box: BoxFill): PlusDecision {
  if (!quantityFits({ ...box, current, quantity: current + 1 })) {
    return { kind: 'blocked', toast: cartMessages.boxFull };
  }
  return { kind: 'set', quantity: Math.min(current + 1, MAX_QUANTITY_PER_MEAL) };
}

/** Minus decrements, never below 0 (0 removes the meal). */
export const minusQuantity = (current: number) => Math.max(0, current - 1);

/**
 * The large control's free quantity input (spec §4): whole numbers from 1 up to the per-meal
 * maximum; anything else (empty, negative, not a number) falls back to 1.
 */
export function clampQuantityInput(raw: string | number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), MAX_QUANTITY_PER_MEAL);
}

/**
 * Adding `quantity` more of a meal: blocked when the box rule refuses it (it would overfill the
 * box); otherwise added to what is in the cart, up to the per-meal maximum.
 */
export function addDecision(inCart: number, quantity: number, box: BoxFill): PlusDecision {
  if (!quantityFits({ ...box, current: inCart, quantity: inCart + quantity })) {
    return { kind: 'blocked', toast: cartMessages.boxFull };
  }
  return { kind: 'set', quantity: Math.min(inCart + quantity, MAX_QUANTITY_PER_MEAL) };
}

/** The toaster for a quantity change that went through: adding shows 'Added to Your Cart'. */
export function toastForChange(before: number, after: number): string | null {
  return after > before ? 'Added to Your Cart' : null;
}

export const previousPicksToast = (added: number) =>
  `Previous Picks Added To Your Cart ${added} Items`;

/** "8 of 12 meals", or "3 meals" without a plan. */
export function boxSummary(cartCount: number, mealsPerWeek: number | null | undefined): string {
  if (mealsPerWeek) return `${cartCount} of ${mealsPerWeek} meals`;
  return `${cartCount} ${cartCount === 1 ? 'meal' : 'meals'}`;
}

/** Progress towards a full box, 0–100. */
export function boxProgress(cartCount: number, mealsPerWeek: number): number {
  if (mealsPerWeek <= 0) return 0;
  return Math.min(100, Math.round((cartCount / mealsPerWeek) * 100));
}

/** The cart after setting one meal's quantity, for the optimistic update. */
export function withQuantity<
  C extends {
    quantities: Record<string, number>;
    cart_count: number;
    remaining_meals_allowed: number | null;
    remaining_meals_needed: number;
    meal_plan: { meals_per_week: number } | null;
    lines: { sku: string; quantity: number; unit_price: number }[];
    subtotal: number;
  },
>(cart: C, sku: string, quantity: number): C {
  const quantities = { ...cart.quantities };
  if (quantity > 0) quantities[sku] = quantity;
  else delete quantities[sku];
  const cartCount = Object.values(quantities).reduce((a, b) => a + b, 0);
  const plan = cart.meal_plan?.meals_per_week ?? null;
  const lines = cart.lines
    .map((l) => (l.sku === sku ? { ...l, quantity } : l))
    .filter((l) => l.quantity > 0);
  return {
    ...cart,
    quantities,
    lines,
    cart_count: cartCount,
    ...boxStatus(cartCount, plan),
    subtotal: lines.reduce((sum, l) => sum + l.quantity * l.unit_price, 0),
  };
}
