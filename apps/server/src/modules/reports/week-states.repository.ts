import { sql } from 'drizzle-orm';
import type { ReportRangeQuery, SubscriptionWeekState } from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { onChannel, rangeWeeks } from './report-range.repository.ts';

export interface WeekStateRow {
  week: string;
  state: SubscriptionWeekState | null;
  /** Whether the subscriptions counted are on a plan whose subscribers pick their meals. */
  picking: boolean;
  count: number;
}

/**
 * The range's subscription weeks counted by week, state and whether the plan is picked by its
 * subscriber (a week with none: one null row). A week has no row until someone touches it, so an
 * active subscription that has begun and has no row for a week is counted `pending` there. Those
 * untouched weeks are counted, not listed: the active subscriptions by first week, summed up to
 * each week, less the rows they already have; so a range of years costs no more than its rows.
 */
export async function weekStateRows(db: DbOrTx, range: ReportRangeQuery): Promise<WeekStateRow[]> {
  const rows = await queryRows<{
    week: string;
    state: string | null;
    picking: boolean | null;
    count: string | number;
  }>(
    db,
    sql`WITH kept AS (
          SELECT sw.week, sw.state, p.subscription_picking_required AS picking,
                 count(*) AS n, count(*) FILTER (WHERE s.status = 'active') AS of_active
            FROM subscription_weeks sw
            JOIN subscriptions s ON s.id = sw.subscription_id
                                AND ${onChannel(sql`s.channel_id`, range)}
            JOIN meal_plans p ON p.id = s.meal_plan_id
           WHERE sw.week BETWEEN ${range.from}::date AND ${range.to}::date
           GROUP BY 1, 2, 3
        ), begun AS (
          SELECT s.start_week, p.subscription_picking_required AS picking, count(*) AS n
            FROM subscriptions s JOIN meal_plans p ON p.id = s.meal_plan_id
           WHERE s.status = 'active' AND s.start_week <= ${range.to}::date
             AND ${onChannel(sql`s.channel_id`, range)}
           GROUP BY 1, 2
        ), begun_by_week AS (
          SELECT w.week::date AS week, b.picking, sum(b.n) AS n
            FROM ${rangeWeeks(range)} JOIN begun b ON b.start_week <= w.week::date
           GROUP BY 1, 2
        ), untouched AS (
          SELECT bw.week, bw.picking,
                 bw.n - COALESCE((SELECT sum(k.of_active) FROM kept k
                                   WHERE k.week = bw.week AND k.picking = bw.picking), 0) AS n
            FROM begun_by_week bw
        ), counted AS (
          SELECT week, state, picking, n FROM kept
          UNION ALL
          SELECT week, 'pending', picking, n FROM untouched WHERE n > 0
        )
        SELECT w.week::date::text AS week, c.state, c.picking, sum(c.n) AS count
          FROM ${rangeWeeks(range)} LEFT JOIN counted c ON c.week = w.week::date
         GROUP BY 1, 2, 3
         ORDER BY 1, 2, 3`,
  );
  return rows.map((r) => ({
    week: r.week,
    state: r.state as SubscriptionWeekState | null,
    picking: r.picking ?? false,
    count: Number(r.count),
  }));
}
