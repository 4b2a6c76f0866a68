import type { ReportRangeQuery, SalesByWeek } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { salesByWeek } from './sales.repository.ts';

/** Sales by delivery week (the report's table and chart; the dashboard reads the same weeks). */
export async function salesReport(
  ctx: ServiceContext,
  range: ReportRangeQuery,
): Promise<SalesByWeek> {
  return { weeks: await salesByWeek(ctx.db, range) };
}
