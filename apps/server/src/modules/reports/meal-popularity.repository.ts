import { sql } from 'drizzle-orm';
import type { MealPopularity, ReportRangeQuery } from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { soldOrders } from './report-range.repository.ts';

type Row = Record<keyof MealPopularity, string | number | boolean>;

/** The meals of the range's sold orders, the most sold first (ties by name). */
export async function mealPopularity(
  db: DbOrTx,
  range: ReportRangeQuery,
): Promise<MealPopularity[]> {
  const rows = await queryRows<Row>(
    db,
    // A meal is on an order once (the lines' key is the order and the meal): its lines count
    // the boxes it was in.
    sql`SELECT m.id AS menu_item_id, m.name, m.larger_portion,
               sum(l.quantity) AS meals, count(*) AS orders
          FROM orders o
          JOIN order_lines l ON l.order_id = o.id
          JOIN menu_items m ON m.id = l.menu_item_id
         WHERE ${soldOrders(range)}
         GROUP BY m.id
         ORDER BY sum(l.quantity) DESC, m.name, m.id`,
  );
  return rows.map((r) => ({
    menu_item_id: Number(r.menu_item_id),
    name: String(r.name),
    larger_portion: r.larger_portion === true,
    meals: Number(r.meals),
    orders: Number(r.orders),
  }));
}
