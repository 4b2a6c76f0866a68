import { sql, type SQL } from 'drizzle-orm';
import type { ReportRangeQuery } from '@mealbox/contracts';

// A report's range as its statements read it: one home each for its weeks, its channel, the
// week an instant falls in, and what is counted as sold.

/** Every week of the range, as the rows `w(week)` (a week with nothing in it still has its row). */
export const rangeWeeks = (range: ReportRangeQuery): SQL =>
  sql`generate_series(${range.from}::date, ${range.to}::date, interval '7 days') w(week)`;

/** The channel on `column` (a channel id), or TRUE when the report covers every one. */
export const onChannel = (column: SQL, { channel }: { channel?: number | undefined }): SQL =>
  channel === undefined ? sql`TRUE` : sql`${column} = ${channel}::integer`;

/**
 * Whether an instant falls in the range's weeks by the store's calendar: compared with the
 * instants the first week begins and the week after the last begins, so an index on the column
 * serves it and no row's time is converted.
 */
export const inRangeWeeks = (instant: SQL, range: ReportRangeQuery, timeZone: string): SQL =>
  sql`${instant} >= (${range.from}::date)::timestamp AT TIME ZONE ${timeZone}
      AND ${instant} < (${range.to}::date + 7)::timestamp AT TIME ZONE ${timeZone}`;

/** The week (its Monday) an instant falls in by the store's calendar. */
export const storeWeekOf = (instant: SQL, timeZone: string): SQL =>
  sql`date_trunc('week', ${instant} AT TIME ZONE ${timeZone})::date`;

/**
 * What every report counts as sold, for orders aliased `o`: the paid orders of the range's
 * delivery weeks (and its channel, when one is named). A placed order is not paid yet, a declined
 * one never was, and a cancelled one was given back in full. One home, so that the sales, the
 * meals' popularity and the dashboard count the same orders.
 */
export const soldOrders = (range: ReportRangeQuery): SQL =>
  sql`o.status = 'paid' AND o.week BETWEEN ${range.from}::date AND ${range.to}::date
      AND ${onChannel(sql`o.channel_id`, range)}`;

/**
 * A sold order's figures (orders aliased `o`), as every report counts them: its meals, gross (the
 * boxes before discounts), discounts (Subscribe & Save and the code's), the part paid from the gift card
 * balance, what was refunded, and net (what the store kept: the total less refunds). One home, so
 * that the sales report's weeks are the sums of the orders export's rows.
 */
export const orderFigures: SQL = sql`o.meal_count AS meals, o.subtotal_cents AS gross_cents,
  o.subscription_discount_cents + o.discount_cents AS discount_cents,
  o.gift_card_cents, o.refunded_cents, o.total_cents - o.refunded_cents AS net_cents`;

/** The orderFigures columns of a row (sums may come back as bigint text), as numbers. */
export const orderFiguresOf = (r: Record<string, unknown>) => ({
  meals: Number(r['meals']),
  gross_cents: Number(r['gross_cents']),
  discount_cents: Number(r['discount_cents']),
  gift_card_cents: Number(r['gift_card_cents']),
  refunded_cents: Number(r['refunded_cents']),
  net_cents: Number(r['net_cents']),
});
