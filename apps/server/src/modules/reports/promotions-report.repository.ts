import { sql } from 'drizzle-orm';
import type { DiscountUse, GiftCardWeek, ReportRangeQuery } from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { inRangeWeeks, rangeWeeks, soldOrders, storeWeekOf } from './report-range.repository.ts';

/** The codes on the range's sold orders, the most used first. */
export async function discountUses(db: DbOrTx, range: ReportRangeQuery): Promise<DiscountUse[]> {
  const rows = await queryRows<Record<keyof DiscountUse, string | number>>(
    db,
    sql`SELECT d.id AS discount_id, d.code, count(*) AS orders,
               sum(o.discount_cents) AS discount_cents, sum(o.total_cents) AS total_cents
          FROM orders o JOIN discounts d ON d.id = o.discount_id
         WHERE ${soldOrders(range)} AND o.discount_id IS NOT NULL
         GROUP BY d.id
         ORDER BY count(*) DESC, d.code`,
  );
  return rows.map((r) => ({
    discount_id: Number(r.discount_id),
    code: String(r.code),
    orders: Number(r.orders),
    discount_cents: Number(r.discount_cents),
    total_cents: Number(r.total_cents),
  }));
}

/**
 * Each week of the range with the gift cards made and redeemed in it (by the store's calendar,
 * `timeZone`) and what its sold orders paid from balances. Gift cards belong to no channel: with
 * a channel named, only the spending is narrowed to it.
 */
export async function giftCardWeeks(
  db: DbOrTx,
  range: ReportRangeQuery,
  timeZone: string,
): Promise<GiftCardWeek[]> {
  const madeWeek = storeWeekOf(sql`created_at`, timeZone);
  const redeemedWeek = storeWeekOf(sql`redeemed_at`, timeZone);
  const rows = await queryRows<Record<keyof GiftCardWeek, string | number>>(
    db,
    sql`WITH made AS (
          SELECT ${madeWeek} AS week, count(*) AS n, sum(amount_cents) AS cents
            FROM gift_cards
           WHERE ${inRangeWeeks(sql`created_at`, range, timeZone)}
           GROUP BY 1
        ), redeemed AS (
          SELECT ${redeemedWeek} AS week, count(*) AS n, sum(amount_cents) AS cents
            FROM gift_cards
           WHERE ${inRangeWeeks(sql`redeemed_at`, range, timeZone)}
           GROUP BY 1
        ), spent AS (
          SELECT o.week, sum(o.gift_card_cents) AS cents
            FROM orders o WHERE ${soldOrders(range)} AND o.gift_card_cents > 0 GROUP BY o.week
        )
        SELECT w.week::date::text AS week,
               COALESCE(made.n, 0) AS made, COALESCE(made.cents, 0) AS made_cents,
               COALESCE(redeemed.n, 0) AS redeemed, COALESCE(redeemed.cents, 0) AS redeemed_cents,
               COALESCE(spent.cents, 0) AS spent_cents
          FROM ${rangeWeeks(range)}
          LEFT JOIN made ON made.week = w.week::date
          LEFT JOIN redeemed ON redeemed.week = w.week::date
          LEFT JOIN spent ON spent.week = w.week::date
         ORDER BY w.week`,
  );
  return rows.map((r) => ({
    week: String(r.week),
    made: Number(r.made),
    made_cents: Number(r.made_cents),
    redeemed: Number(r.redeemed),
    redeemed_cents: Number(r.redeemed_cents),
    spent_cents: Number(r.spent_cents),
  }));
}
