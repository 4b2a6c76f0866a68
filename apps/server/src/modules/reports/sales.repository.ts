import { sql } from 'drizzle-orm';
import type { ReportRangeQuery, SalesWeek } from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { orderFigures, orderFiguresOf, rangeWeeks, soldOrders } from './report-range.repository.ts';

type Row = Record<keyof SalesWeek, string | number>;

/**
 * Each delivery week of the range with its sold orders' figures, weeks without a sale as zeros.
 * The orders alone are read (by the orders' week index): each keeps its meals, so no line is.
 */
export async function salesByWeek(db: DbOrTx, range: ReportRangeQuery): Promise<SalesWeek[]> {
  const rows = await queryRows<Row>(
    db,
    sql`WITH sold AS (
          SELECT o.week, ${orderFigures}
            FROM orders o
           WHERE ${soldOrders(range)}
        ), weekly AS (
          SELECT week, count(*) AS orders, sum(meals) AS meals, sum(gross_cents) AS gross_cents,
                 sum(discount_cents) AS discount_cents, sum(gift_card_cents) AS gift_card_cents,
                 sum(refunded_cents) AS refunded_cents, sum(net_cents) AS net_cents
            FROM sold GROUP BY week
        )
        SELECT w.week::date::text AS week,
               COALESCE(s.orders, 0) AS orders, COALESCE(s.meals, 0) AS meals,
               COALESCE(s.gross_cents, 0) AS gross_cents,
               COALESCE(s.discount_cents, 0) AS discount_cents,
               COALESCE(s.gift_card_cents, 0) AS gift_card_cents,
               COALESCE(s.refunded_cents, 0) AS refunded_cents,
               COALESCE(s.net_cents, 0) AS net_cents
          FROM ${rangeWeeks(range)}
          LEFT JOIN weekly s ON s.week = w.week::date
         ORDER BY w.week`,
  );
  // Sums come back as bigint text: a week's figures fit a JavaScript number many times over.
  return rows.map((r) => ({
    week: String(r.week),
    orders: Number(r.orders),
    ...orderFiguresOf(r),
  }));
}
