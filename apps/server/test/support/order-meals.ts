import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../src/db/client.ts';

/** The orders whose kept meal count is not the sum of their lines' quantities (none, always). */
export async function ordersWithWrongMealCount(db: DbOrTx): Promise<unknown[]> {
  return queryRows(
    db,
    sql`SELECT o.id, o.meal_count,
               (SELECT COALESCE(sum(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id)
                 AS lines
          FROM orders o
         WHERE o.meal_count <> (SELECT COALESCE(sum(l.quantity), 0)
                                  FROM order_lines l WHERE l.order_id = o.id)`,
  );
}
