import * as z from 'zod/mini';
import { SUBSCRIPTION_WEEK_STATES } from './account-status.ts';
import { MealPlan } from './catalog.ts';
import { Week } from './cart.ts';

// A subscriber's weeks (spec §4, §7; product.md, "Subscriptions"): the calls that skip, unskip,
// pick and cancel, and the answers the account page and My Schedule read.

const subscriptionId = z.int().check(z.positive());

/** POST /api/skipWeek and POST /api/unskipWeek (spec §7: 'subscription_id, week'). */
export const SkipWeekInput = z.object({ subscription_id: subscriptionId, week: Week });
export type SkipWeekInput = z.infer<typeof SkipWeekInput>;

/** POST /api/pickWeek: saves the subscription-week box (the cart) as that week's picks. */
export const PickWeekInput = SkipWeekInput;
export type PickWeekInput = SkipWeekInput;

/** POST /api/cart/subscription-week: fills the box with a subscription week's picks to change them. */
export const StartPickInput = SkipWeekInput;
export type StartPickInput = SkipWeekInput;

export const CANCEL_REASON_MAX = 500;

/**
 * POST /api/user/cancelAllSubscriptions. The spec's payload is 'none'; the optional reason the
 * plan modal asks for rides along and is kept for the churn report.
 */
export const CancelSubscriptionsInput = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(CANCEL_REASON_MAX))),
});
export type CancelSubscriptionsInput = z.infer<typeof CancelSubscriptionsInput>;

/** POST /api/user/vacation: skip every upcoming week from `first_week` to `last_week`. */
export const VacationInput = z.object({
  subscription_id: subscriptionId,
  first_week: Week,
  last_week: Week,
});
export type VacationInput = z.infer<typeof VacationInput>;

/** POST /api/user/vacation/undo: unskip the weeks a vacation skipped. */
export const VacationUndoInput = z.object({
  subscription_id: subscriptionId,
  weeks: z.array(Week).check(z.minLength(1), z.maxLength(52)),
});
export type VacationUndoInput = z.infer<typeof VacationUndoInput>;

export const SubscriptionWeekStateSchema = z.enum(SUBSCRIPTION_WEEK_STATES);

/** What a customer may still do with a week on the schedule. */
export const WEEK_ACTIONS = ['pick', 'change', 'skip', 'unskip'] as const;
export type WeekAction = (typeof WEEK_ACTIONS)[number];

export const PickedMeal = z.object({
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.int(),
});
export type PickedMeal = z.infer<typeof PickedMeal>;

/** One subscription's week, as the schedule and the status line show it. */
export const SubscriptionWeek = z.object({
  subscription_id: z.int(),
  week: z.string(),
  week_formatted: z.string(),
  delivery_date: z.string(),
  delivery_date_formatted: z.string(),
  picking_deadline: z.string(),
  picking_deadline_formatted: z.string(),
  deadline_passed: z.boolean(),
  /** `pending` also when the week has no row yet. */
  state: SubscriptionWeekStateSchema,
  picking_required: z.boolean(),
  meals: z.array(PickedMeal),
  actions: z.array(z.enum(WEEK_ACTIONS)),
  /**
   * A preselected week's confirmation page (its key is the mail's link), for its owner only: staff
   * looking at a customer's schedule never get it.
   */
  preselection_url: z.optional(z.string()),
});
export type SubscriptionWeek = z.infer<typeof SubscriptionWeek>;

export const Subscription = z.object({
  id: z.int(),
  status: z.enum(['active', 'cancelled']),
  meal_plan: MealPlan,
  start_week: z.string(),
});
export type Subscription = z.infer<typeof Subscription>;

/** An order in the customer's lists (spec §3: items with quantity, delivery date, order key). */
export const OrderSummary = z.object({
  customer_order_key: z.string(),
  week: z.string(),
  week_formatted: z.string(),
  delivery_date: z.string(),
  delivery_date_formatted: z.string(),
  status: z.string(),
  kind: z.string(),
  subscription_id: z.nullable(z.int()),
  /** Cents. */
  total: z.int(),
  items: z.array(z.object({ name: z.string(), quantity: z.int() })),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** GET /api/user/orders?week=&size=small */
export const UserOrders = z.object({ orders: z.array(OrderSummary) });
export type UserOrders = z.infer<typeof UserOrders>;

/**
 * GET /api/user/subscriptions: the subscriptions with their week for the current ordering week
 * (one per subscription), and the orders placed for that week.
 */
export const UserSubscriptions = z.object({
  subscriptions: z.array(Subscription),
  current_weeks: z.array(SubscriptionWeek),
  /**
   * The weeks already ordered (at the lock) whose delivery day has not ended, earliest first: the
   * status line speaks of such a week (being charged, paid, declined, cancelled) before the
   * current ordering week's.
   */
  ordered_weeks: z.array(SubscriptionWeek),
  orders: z.array(OrderSummary),
  /** Set when the customer ordered or picked for the current week (spec §3 order state). */
  has_ordered_or_picked_this_week_cart_product_id: z.nullable(z.string()),
});
export type UserSubscriptions = z.infer<typeof UserSubscriptions>;

/** GET /api/user/schedule/:userId? */
export const Schedule = z.object({
  user: z.object({ id: z.int(), first_name: z.string(), last_name: z.string() }),
  subscriptions: z.array(Subscription),
  /**
   * Every active subscription's upcoming weeks, earliest first, after the weeks already ordered
   * whose delivery day has not ended (any subscription's).
   */
  weeks: z.array(SubscriptionWeek),
  past_orders: z.array(OrderSummary),
});
export type Schedule = z.infer<typeof Schedule>;

/** The answer to a skip, unskip or pick: its message and the week as it now is. */
export const WeekChanged = z.object({ message: z.string(), week: SubscriptionWeek });
export type WeekChanged = z.infer<typeof WeekChanged>;

export const SubscriptionsCancelled = z.object({
  message: z.string(),
  subscriptions: z.array(Subscription),
});
export type SubscriptionsCancelled = z.infer<typeof SubscriptionsCancelled>;

/**
 * A vacation's answer, and its undo's: the weeks it changed (skipped, or unskipped by the undo) and
 * those it left because their deadline had passed.
 */
export const VacationResult = z.object({
  message: z.string(),
  changed: z.array(z.string()),
  locked: z.array(z.string()),
  weeks: z.array(SubscriptionWeek),
});
export type VacationResult = z.infer<typeof VacationResult>;

/** Our texts for what the spec leaves open. */
export const subscriptionMessages = {
  deadlinePassed: (action: 'skipped' | 'unskipped' | 'changed', deadline: string) =>
    `This week's deadline (${deadline}) has passed, so it can no longer be ${action}.`,
  notUpcoming: 'That week is not one you can change. Choose a week from your schedule.',
  notSkipped: 'That week is not skipped.',
  locked: 'That week is already being prepared and can no longer be changed.',
  noActiveSubscription: 'You have no active subscription to cancel.',
  cancelNotEasy: 'Please contact us to cancel your subscription.',
  notYours: 'We could not find that subscription.',
  picksSaved: 'Your meals are saved.',
  noPickBox: 'Choose your meals for this week first.',
  vacationRange: 'The last week must not be before the first.',
  vacationSaved: (skipped: number, locked: number) =>
    `${skipped} ${skipped === 1 ? 'week' : 'weeks'} skipped.` +
    (locked > 0
      ? locked === 1
        ? ' 1 week is already ordered or past its deadline and stays as it is.'
        : ` ${locked} weeks are already ordered or past their deadline and stay as they are.`
      : ''),
  vacationUndone: (unskipped: number) =>
    `${unskipped} ${unskipped === 1 ? 'week' : 'weeks'} back on your schedule.`,
} as const;
