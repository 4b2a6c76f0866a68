import {
  SUBSCRIPTION_WEEK_STATES,
  type CancelReasonCount,
  type DiscountUse,
  type GiftCardWeek,
  type MealPopularityReport,
  type PromotionsReport,
  type ReportRangeQuery,
  type SalesByWeek,
  type SubscriptionGrowthWeek,
  type SubscriptionWeekState,
  type SubscriptionsReport,
  type WeekStateCounts,
  type WeekStatesReport,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { mealPopularity } from './meal-popularity.ts';
import { discountUses, giftCardWeeks } from './promotions-report.repository.ts';
import { salesByWeek } from './sales.repository.ts';
import { cancelReasons, subscriptionCounts } from './subscriptions-report.repository.ts';
import { weekStateRows } from './week-states.repository.ts';

/** Sales by delivery week (the report's table and chart; the dashboard reads the same weeks). */
export async function salesReport(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<SalesByWeek> {
  return { weeks: await salesByWeek(ctx.db, range) };
}

/** The meals sold over the range, the most sold first. */
export async function mealPopularityReport(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<MealPopularityReport> {
  const meals = await mealPopularity(ctx.db, range);
  return { meals, total_meals: meals.reduce((sum, m) => sum + m.meals, 0) };
}

/**
 * Subscription growth and churn by week (the report's weeks; the dashboard's active
 * subscriptions). The churn is the week's cancellations over the subscriptions active when it
 * began.
 */
export async function subscriptionGrowth(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<SubscriptionGrowthWeek[]> {
  const weeks = await subscriptionCounts(ctx.db, range, ctx.env.STORE_TIMEZONE);
  return weeks.map((w) => ({
    week: w.week,
    started: w.started,
    cancelled: w.cancelled,
    active_at_start: w.activeAtStart,
    active_at_end: w.activeAtEnd,
    churn_rate: w.activeAtStart === 0 ? null : w.cancelled / w.activeAtStart,
  }));
}

/** The reasons given for cancelling over the range, the most given first. */
export function cancellationReasons(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<CancelReasonCount[]> {
  return cancelReasons(ctx.db, range, ctx.env.STORE_TIMEZONE);
}

/** Subscription growth and churn by week, and the reasons given for cancelling over the range. */
export async function subscriptionsReport(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<SubscriptionsReport> {
  const [weeks, reasons] = await Promise.all([
    subscriptionGrowth(ctx, range),
    cancellationReasons(ctx, range),
  ]);
  return { weeks, reasons };
}

/** The discount codes used on the range's sold orders, the most used first. */
export function discountCodeUses(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<DiscountUse[]> {
  return discountUses(ctx.db, range);
}

/** Gift cards made, redeemed and spent each week of the range. */
export function giftCardsByWeek(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<GiftCardWeek[]> {
  return giftCardWeeks(ctx.db, range, ctx.env.STORE_TIMEZONE);
}

/** Discount codes used on the range's sold orders, and gift cards made, redeemed and spent by week. */
export async function promotionsReport(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<PromotionsReport> {
  const [discounts, giftCards] = await Promise.all([
    discountCodeUses(ctx, range),
    giftCardsByWeek(ctx, range),
  ]);
  return { discounts, gift_cards: giftCards };
}

/**
 * Each week's subscription weeks by state, every state named (zero when none), and its
 * unattended (the pending weeks of plans whose subscribers pick): the weekly operations'
 * overview and the dashboard's skips, unattended and failed payments.
 */
export async function weekStatesReport(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<WeekStatesReport> {
  const rows = await weekStateRows(ctx.db, range);
  const weeks = new Map<string, WeekStateCounts>();
  for (const row of rows) {
    let week = weeks.get(row.week);
    if (!week) {
      const states = Object.fromEntries(SUBSCRIPTION_WEEK_STATES.map((s) => [s, 0]));
      week = {
        week: row.week,
        states: states as Record<SubscriptionWeekState, number>,
        total: 0,
        unattended: 0,
      };
      weeks.set(row.week, week);
    }
    if (row.state) {
      week.states[row.state] += row.count;
      week.total += row.count;
      if (row.state === 'pending' && row.picking) week.unattended += row.count;
    }
  }
  return { weeks: [...weeks.values()] };
}
