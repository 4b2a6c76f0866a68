import { sql, type SQL } from 'drizzle-orm';
import type { ReportRangeQuery } from '@mealbox/contracts';

/**
 * What every report counts as sold, for orders aliased `o`: the paid orders of the range's
 * delivery weeks (and its channel, when one is named). A placed order is not paid yet, a declined
 * one never was, and a cancelled one was given back in full. One home, so that the sales, the
 * meals' popularity and the dashboard count the same orders.
 */
export function soldOrders(range: ReportRangeQuery): SQL {
  const channel =
    range.channel === undefined ? sql`` : sql`AND o.channel_id = ${range.channel}::integer`;
  return sql`o.status = 'paid' AND o.week BETWEEN ${range.from}::date AND ${range.to}::date ${channel}`;
}
