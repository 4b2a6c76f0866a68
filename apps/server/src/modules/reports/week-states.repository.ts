import { sql } from 'drizzle-orm';
import type { ReportRangeQuery, SubscriptionWeekState } from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { onChannel, rangeWeeks } from './report-range.repository.ts';

export interface WeekStateRow {
  week: string;
  state: SubscriptionWeekState | null;
  count: number;
}

/** The range's subscription weeks counted by week and state (a week with none: one null row). */
export async function weekStateRows(db: DbOrTx, range: ReportRangeQuery): Promise<WeekStateRow[]> {
  const rows = await queryRows<{ week: string; state: string | null; count: string | number }>(
    db,
    sql`SELECT w.week::date::text AS week, sw.state, count(sw.id) AS count
          FROM ${rangeWeeks(range)}
          LEFT JOIN (subscription_weeks sw JOIN subscriptions s
                       ON s.id = sw.subscription_id AND ${onChannel(sql`s.channel_id`, range)})
            ON sw.week = w.week::date
         GROUP BY 1, 2
         ORDER BY 1, 2`,
  );
  return rows.map((r) => ({
    week: r.week,
    state: r.state as SubscriptionWeekState | null,
    count: Number(r.count),
  }));
}
