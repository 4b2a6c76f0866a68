import type {
  MealPopularityReport,
  PromotionsReport,
  ReportRangeQuery,
  SalesByWeek,
  SubscriptionsReport,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { mealPopularity } from './meal-popularity.repository.ts';
import { discountUses, giftCardWeeks } from './promotions-report.repository.ts';
import { salesByWeek } from './sales.repository.ts';
import { cancelReasons, subscriptionCounts } from './subscriptions-report.repository.ts';

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
 * Subscription growth and churn by week, and the reasons given for cancelling over the range.
 * The churn is the week's cancellations over the subscriptions active when it began.
 */
export async function subscriptionsReport(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<SubscriptionsReport> {
  const timeZone = ctx.env.STORE_TIMEZONE;
  const [weeks, reasons] = await Promise.all([
    subscriptionCounts(ctx.db, range, timeZone),
    cancelReasons(ctx.db, range, timeZone),
  ]);
  return {
    weeks: weeks.map((w) => ({
      week: w.week,
      started: w.started,
      cancelled: w.cancelled,
      active_at_start: w.activeAtStart,
      active_at_end: w.activeAtEnd,
      churn_rate: w.activeAtStart === 0 ? null : w.cancelled / w.activeAtStart,
    })),
    reasons,
  };
}

/** Discount codes used on the range's sold orders, and gift cards made, redeemed and spent by week. */
export async function promotionsReport(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<PromotionsReport> {
  const [discounts, giftCards] = await Promise.all([
    discountUses(ctx.db, range),
    giftCardWeeks(ctx.db, range, ctx.env.STORE_TIMEZONE),
  ]);
  return { discounts, gift_cards: giftCards };
}
