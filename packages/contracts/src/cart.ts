import * as z from 'zod/mini';
import { MealPlan } from './catalog.ts';
import { isRealDate, WEEK_PATTERN, weekMessages } from './week.ts';
import { MAX_QUANTITY_PER_MEAL } from './box.ts';

export const CHECKOUT_ACTIONS = [
  'new_subscription_order',
  'one_time_order',
  'subscription_pick',
] as const;
export const CheckoutAction = z.enum(CHECKOUT_ACTIONS);
export type CheckoutAction = z.infer<typeof CheckoutAction>;

export const CartLine = z.object({
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  /** Cents, before any discount. */
  unit_price: z.int(),
  quantity: z.int(),
});
export type CartLine = z.infer<typeof CartLine>;

/** The visitor's box for one week (spec §3 cart), kept on the server. */
export const Cart = z.object({
  week: z.string(),
  week_formatted: z.string(),
  meal_plan: z.nullable(MealPlan),
  checkout_action: z.nullable(CheckoutAction),
  /** Quantity by sku. */
  quantities: z.record(z.string(), z.int()),
  lines: z.array(CartLine),
  cart_count: z.int(),
  /** Plan size minus meals in the box, never below 0; null without a plan (no box limit). */
  remaining_meals_allowed: z.nullable(z.int()),
  /** Meals still missing to fill the box; 0 without a plan. */
  remaining_meals_needed: z.int(),
  /** Cents: items × unit price, before Subscribe & Save, codes and gift cards. */
  subtotal: z.int(),
  /** How many of the signed-in customer's previous picks are on this week's menu. */
  previous_picks_available: z.int(),
});
export type Cart = z.infer<typeof Cart>;

/** A week's name in the API: the ISO date of its Monday (week.ts), a real calendar date. */
export const Week = z
  .string()
  // The format first, alone when it fails (one message, not two); it is the OpenAPI pattern too.
  .check(
    z.regex(WEEK_PATTERN, { message: weekMessages.notAWeek, abort: true }),
    z.refine(isRealDate, weekMessages.notAWeek),
  );

const week = z.optional(Week);

/** Sets a meal's quantity (0 removes it); idempotent, so a retry cannot double it. */
export const SetCartItemInput = z.object({
  week,
  sku: z.string().check(z.minLength(1), z.maxLength(64)),
  quantity: z
    .int()
    .check(z.minimum(0, 'Quantity cannot be negative.'), z.maximum(MAX_QUANTITY_PER_MEAL)),
});
export type SetCartItemInput = z.infer<typeof SetCartItemInput>;

export const SetCartPlanInput = z.object({
  week,
  /** null: a la carte, no box limit. */
  meal_plan_sku: z.nullable(z.string().check(z.maxLength(64))),
  checkout_action: CheckoutAction,
});
export type SetCartPlanInput = z.infer<typeof SetCartPlanInput>;

export const CartWeekInput = z.object({ week });
export type CartWeekInput = z.infer<typeof CartWeekInput>;

export const PreviousPicksResponse = z.object({ cart: Cart, added: z.int() });
export type PreviousPicksResponse = z.infer<typeof PreviousPicksResponse>;
