import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { ReportRangeQuery } from '@mealbox/contracts';
import { queryBuiltJson, type DbOrTx } from '../../db/client.ts';
import { soldOrders } from './report-range.repository.ts';

/** A delivery week of one channel: the part of a range the meals' counts are kept by. */
export interface WeekOfChannel {
  week: string;
  channelId: number;
}

/**
 * What a week of a channel sold, summed over its sold orders cheaply (from the orders alone):
 * their number, the sum and the exclusive or of their ids, and their meals. A sold order's
 * lines never change (staff change only an unpaid order's meals), so the week's meals are the
 * same as long as this is.
 */
const SoldWeek = z.object({
  week: z.string(),
  channel_id: z.int(),
  fingerprint: z.string(),
});
export type SoldWeek = z.infer<typeof SoldWeek>;

/** Each week of each channel with a sale in the range, and its fingerprint (see SoldWeek). */
export async function soldWeeks(db: DbOrTx, range: ReportRangeQuery): Promise<SoldWeek[]> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object(
              'week', week::text, 'channel_id', channel_id,
              'fingerprint', concat_ws(':', n, ids, xored, meals))), '[]'::json)
          FROM (SELECT o.week, o.channel_id, count(*) AS n, sum(o.id::bigint) AS ids,
                       bit_xor(o.id) AS xored, sum(o.meal_count) AS meals
                  FROM orders o
                 WHERE ${soldOrders(range)}
                 GROUP BY 1, 2) weeks`,
  );
  return z.array(SoldWeek).parse(rows ?? []);
}

const MealCount = z.object({
  week: z.string(),
  channel_id: z.int(),
  menu_item_id: z.int(),
  meals: z.int(),
  orders: z.int(),
});
export type WeekMealCount = z.infer<typeof MealCount>;

/**
 * The meals of the sold orders of these weeks of these channels: per week, channel and meal, how
 * many were sold and in how many boxes (a meal is on an order once: the lines' key is the order
 * and the meal).
 */
export async function mealsOfWeeks(
  db: DbOrTx,
  weeks: readonly WeekOfChannel[],
): Promise<WeekMealCount[]> {
  if (weeks.length === 0) return [];
  const sorted = weeks.map((w) => w.week).sort();
  const span: ReportRangeQuery = { from: sorted[0]!, to: sorted.at(-1)! };
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object(
              'week', week::text, 'channel_id', channel_id, 'menu_item_id', menu_item_id,
              'meals', meals, 'orders', orders)), '[]'::json)
          FROM (SELECT o.week, o.channel_id, l.menu_item_id, sum(l.quantity) AS meals,
                       count(*) AS orders
                  FROM orders o JOIN order_lines l ON l.order_id = o.id
                 WHERE ${soldOrders(span)}
                   AND (o.week, o.channel_id) IN (
                         SELECT * FROM unnest(${`{${weeks.map((w) => w.week).join(',')}}`}::date[],
                                              ${`{${weeks.map((w) => w.channelId).join(',')}}`}::integer[]))
                 GROUP BY 1, 2, 3) counted`,
  );
  return z.array(MealCount).parse(rows ?? []);
}

const MealName = z.object({ id: z.int(), name: z.string(), larger_portion: z.boolean() });
export type MealName = z.infer<typeof MealName>;

/** The meals' names and whether each is a larger portion, as they are now. */
export async function mealNames(db: DbOrTx, ids: readonly number[]): Promise<MealName[]> {
  if (ids.length === 0) return [];
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object(
              'id', m.id, 'name', m.name, 'larger_portion', m.larger_portion)), '[]'::json)
          FROM menu_items m WHERE m.id = ANY(${`{${ids.join(',')}}`}::integer[])`,
  );
  return z.array(MealName).parse(rows ?? []);
}
