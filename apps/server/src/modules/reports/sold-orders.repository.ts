import { sql } from 'drizzle-orm';
import type { ReportRangeQuery, SoldOrderRow } from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { orderFigures, orderFiguresOf, soldOrders } from './report-range.repository.ts';

/** Where a batch of the orders export starts: after this order (in week, then id order). */
export interface SoldOrderKey {
  week: string;
  id: number;
}

type Row = Record<keyof SoldOrderRow, string | number>;

/**
 * The next `limit` sold orders of the range after `after` (from the first without it), by week,
 * then id. Read by the orders' (week, id) index from where the last batch ended, so a batch costs
 * the same at the end of 100,000 orders as at the start, and nothing is held between batches.
 */
export async function soldOrdersAfter(
  db: DbOrTx,
  range: ReportRangeQuery,
  after: SoldOrderKey | null,
  limit: number,
): Promise<SoldOrderRow[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT o.id AS order_id, o.week::text AS week, c.name AS channel, u.email,
               ${orderFigures},
               -- An order the gift card balance paid whole has no charge: it was paid as made.
               to_char(COALESCE((SELECT max(p.updated_at) FROM payments p
                                  WHERE p.order_id = o.id AND p.status = 'succeeded'),
                                o.created_at) AT TIME ZONE 'UTC',
                       'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS paid_at
          FROM orders o
          JOIN users u ON u.id = o.user_id
          JOIN channels c ON c.id = o.channel_id
         WHERE ${soldOrders(range)}
           AND ${after === null ? sql`TRUE` : sql`(o.week, o.id) > (${after.week}::date, ${after.id}::integer)`}
         ORDER BY o.week, o.id
         LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    order_id: Number(r.order_id),
    week: String(r.week),
    channel: String(r.channel),
    email: String(r.email),
    ...orderFiguresOf(r),
    paid_at: String(r.paid_at),
  }));
}
