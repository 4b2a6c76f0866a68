import type { MealPopularityReport, ReportRangeQuery, SalesByWeek } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { mealPopularity } from './meal-popularity.repository.ts';
import { salesByWeek } from './sales.repository.ts';

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
