import * as z from 'zod/mini';
import { Week } from './cart.ts';
import { isWeek } from './week.ts';
import { SUBSCRIPTION_WEEK_STATES } from './account-status.ts';

// Staff's reports (view-reports): each figure is read by one query, which the dashboard and the
// report share (issue 14), so the two never disagree.

export const reportMessages = {
  range: 'The first week comes on or before the last.',
  tooLong: 'A report covers at most 261 weeks (five years).',
} as const;

/** The most weeks one report covers: five years. */
export const REPORT_MAX_WEEKS = 261;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A report's weeks (delivery weeks, both included) and, optionally, one channel. */
export const ReportRangeQuery = z
  .object({
    from: Week,
    to: Week,
    channel: z.optional(z.coerce.number().check(z.int(), z.positive())),
  })
  .check(
    // Compared only when both are weeks: a week that is not one has its own message.
    z.refine((q) => !isWeek(q.from) || !isWeek(q.to) || q.from <= q.to, {
      message: reportMessages.range,
      path: ['to'],
    }),
    z.refine(
      (q) =>
        !isWeek(q.from) ||
        !isWeek(q.to) ||
        (Date.parse(q.to) - Date.parse(q.from)) / WEEK_MS < REPORT_MAX_WEEKS,
      { message: reportMessages.tooLong, path: ['to'] },
    ),
  );
export type ReportRangeQuery = z.infer<typeof ReportRangeQuery>;

/**
 * One delivery week's sales: its paid orders (a cancelled or unpaid order sold nothing), their
 * meals, what the boxes cost before discounts (gross), the Subscribe & Save and code discounts,
 * the part paid from gift card balances, what was refunded, and what the store kept (net: gross
 * less discounts and refunds). Amounts in cents.
 */
export const SalesWeek = z.object({
  week: z.string(),
  orders: z.int(),
  meals: z.int(),
  gross_cents: z.int(),
  discount_cents: z.int(),
  gift_card_cents: z.int(),
  refunded_cents: z.int(),
  net_cents: z.int(),
});
export type SalesWeek = z.infer<typeof SalesWeek>;

/** GET /api/admin/reports/sales: every week of the range (weeks without a sale as zeros). */
export const SalesByWeek = z.object({ weeks: z.array(SalesWeek) });
export type SalesByWeek = z.infer<typeof SalesByWeek>;

/**
 * One meal's popularity over the range: how many of it were in sold boxes, in how many boxes, and
 * whether it is a larger portion (kept apart in the kitchen).
 */
export const MealPopularity = z.object({
  menu_item_id: z.int(),
  name: z.string(),
  larger_portion: z.boolean(),
  meals: z.int(),
  orders: z.int(),
});
export type MealPopularity = z.infer<typeof MealPopularity>;

/** GET /api/admin/reports/meals: the meals sold in the range, the most sold first. */
export const MealPopularityReport = z.object({
  meals: z.array(MealPopularity),
  /** Every meal sold in the range (the sales report's meals, summed over its weeks). */
  total_meals: z.int(),
});
export type MealPopularityReport = z.infer<typeof MealPopularityReport>;

/**
 * One week's subscriptions: those that started (their first delivery week is this one), those
 * cancelled during it (by the store's calendar), those active when it began and when it ended,
 * and the churn: the cancelled as a share of those active when it began (null with none).
 */
export const SubscriptionGrowthWeek = z.object({
  week: z.string(),
  started: z.int(),
  cancelled: z.int(),
  active_at_start: z.int(),
  active_at_end: z.int(),
  churn_rate: z.nullable(z.number()),
});
export type SubscriptionGrowthWeek = z.infer<typeof SubscriptionGrowthWeek>;

/** A reason given in the plan modal when cancelling, and how often (null: none given). */
export const CancelReasonCount = z.object({ reason: z.nullable(z.string()), count: z.int() });
export type CancelReasonCount = z.infer<typeof CancelReasonCount>;

/** GET /api/admin/reports/subscriptions: growth and churn by week, and the reasons given. */
export const SubscriptionsReport = z.object({
  weeks: z.array(SubscriptionGrowthWeek),
  reasons: z.array(CancelReasonCount),
});
export type SubscriptionsReport = z.infer<typeof SubscriptionsReport>;

/** A discount code's use over the range: the sold orders it was on and what it took off. */
export const DiscountUse = z.object({
  discount_id: z.int(),
  code: z.string(),
  orders: z.int(),
  discount_cents: z.int(),
  /** What those orders came to after every discount (before any refund). */
  total_cents: z.int(),
});
export type DiscountUse = z.infer<typeof DiscountUse>;

/**
 * A week's gift cards (by the store's calendar): cards made and what they are worth, cards
 * redeemed into balances and their worth, and what sold orders of that delivery week paid from
 * balances.
 */
export const GiftCardWeek = z.object({
  week: z.string(),
  made: z.int(),
  made_cents: z.int(),
  redeemed: z.int(),
  redeemed_cents: z.int(),
  spent_cents: z.int(),
});
export type GiftCardWeek = z.infer<typeof GiftCardWeek>;

/** GET /api/admin/reports/promotions: discount codes used and gift cards by week. */
export const PromotionsReport = z.object({
  discounts: z.array(DiscountUse),
  gift_cards: z.array(GiftCardWeek),
});
export type PromotionsReport = z.infer<typeof PromotionsReport>;

/**
 * A week's subscription weeks by state: the weekly operations' per-week counts (skips, the
 * unattended still pending, failed payments…), which the dashboard reads too. An active
 * subscription that has begun and whose week nobody touched yet counts as `pending`.
 */
export const WeekStateCounts = z.object({
  week: z.string(),
  states: z.record(z.enum(SUBSCRIPTION_WEEK_STATES), z.int()),
  total: z.int(),
  /** The unattended queue's length: pending weeks of plans whose subscribers pick their meals. */
  unattended: z.int(),
});
export type WeekStateCounts = z.infer<typeof WeekStateCounts>;

/** GET /api/admin/subscription-weeks/states: every week of the range, each state counted. */
export const WeekStatesReport = z.object({ weeks: z.array(WeekStateCounts) });
export type WeekStatesReport = z.infer<typeof WeekStatesReport>;
