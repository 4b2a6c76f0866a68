import { sql } from 'drizzle-orm';
import type { CancelReasonCount, ReportRangeQuery } from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { inRangeWeeks, onChannel, rangeWeeks, storeWeekOf } from './report-range.repository.ts';

export interface SubscriptionCounts {
  week: string;
  started: number;
  cancelled: number;
  activeAtStart: number;
  activeAtEnd: number;
}

const ofChannel = (range: ReportRangeQuery) => onChannel(sql`s.channel_id`, range);
const cancelledWeek = (timeZone: string) => storeWeekOf(sql`s.cancelled_at`, timeZone);

/**
 * Each week of the range with its subscriptions' counts. A subscription is active from its first
 * delivery week until the week it is cancelled in (by the store's calendar, `timeZone`).
 */
export async function subscriptionCounts(
  db: DbOrTx,
  range: ReportRangeQuery,
  timeZone: string,
): Promise<SubscriptionCounts[]> {
  const rows = await queryRows<Record<string, string | number>>(
    db,
    // The subscriptions are counted by (first week, week cancelled in) before they meet the
    // weeks: every pair against every week costs the distinct pairs, not the subscribers.
    sql`WITH subs AS (
          SELECT s.start_week, ${cancelledWeek(timeZone)} AS cancelled_week, count(*) AS n
            FROM subscriptions s
           WHERE ${ofChannel(range)} AND s.start_week <= ${range.to}::date
           GROUP BY 1, 2
        )
        SELECT w.week::date::text AS week,
               -- One cancelled before its first week never started.
               COALESCE(sum(s.n) FILTER (WHERE s.start_week = w.week
                                  AND (s.cancelled_week IS NULL OR s.cancelled_week >= w.week)), 0)
                 AS started,
               COALESCE(sum(s.n) FILTER (WHERE s.cancelled_week = w.week), 0) AS cancelled,
               COALESCE(sum(s.n) FILTER (WHERE s.start_week < w.week
                                  AND (s.cancelled_week IS NULL OR s.cancelled_week >= w.week)), 0)
                 AS active_at_start,
               COALESCE(sum(s.n) FILTER (WHERE s.start_week <= w.week
                                  AND (s.cancelled_week IS NULL OR s.cancelled_week > w.week)), 0)
                 AS active_at_end
          FROM ${rangeWeeks(range)}
          -- Every pair against every week: one cancelled before its first week counts in the
          -- week it was cancelled in, too.
          LEFT JOIN subs s ON TRUE
         GROUP BY w.week
         ORDER BY w.week`,
  );
  return rows.map((r) => ({
    week: String(r['week']),
    started: Number(r['started']),
    cancelled: Number(r['cancelled']),
    activeAtStart: Number(r['active_at_start']),
    activeAtEnd: Number(r['active_at_end']),
  }));
}

/** The reasons given by those who cancelled during the range, the most given first. */
export async function cancelReasons(
  db: DbOrTx,
  range: ReportRangeQuery,
  timeZone: string,
): Promise<CancelReasonCount[]> {
  const rows = await queryRows<{ reason: string | null; count: string | number }>(
    db,
    sql`SELECT NULLIF(btrim(s.cancel_reason), '') AS reason, count(*) AS count
          FROM subscriptions s
         WHERE ${ofChannel(range)}
           AND ${inRangeWeeks(sql`s.cancelled_at`, range, timeZone)}
         GROUP BY 1
         ORDER BY count(*) DESC, 1 NULLS LAST`,
  );
  return rows.map((r) => ({ reason: r.reason, count: Number(r.count) }));
}
