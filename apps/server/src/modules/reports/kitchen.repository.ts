import { sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import { queryBuiltJson, type DbOrTx } from '../../db/client.ts';
import { openMenusSql } from '../catalog/catalog.repository.ts';
import { Instant } from '../weekly-cycle/weekly-cycle.repository.ts';
import { onChannel } from './report-range.repository.ts';

// What the kitchen's production report reads (issue 14): a week's published menus, then the
// week's orders and subscribers' weeks counted per channel and meal. Every statement starts from
// the week and the channel: the orders through their (week, id) index, the subscribers' weeks
// through their (subscription, week) key.

/** The reports' channel filter (onChannel reads only the range's channel): its one home. */

/**
 * The earliest of the channels' current ordering weeks (the channel's alone when one is named):
 * each channel's first open menu, by the catalogue's own text of that rule (openMenusSql).
 * Undefined when no channel has an open menu.
 */
export async function currentKitchenWeek(
  db: DbOrTx,
  channel: number | undefined,
  now: Date,
): Promise<string | undefined> {
  const first = sql.raw(openMenusSql({ channelId: 'c.id', now: 'q.now', limit: '1' }));
  const week = await queryBuiltJson<string | null>(
    db,
    sql`SELECT to_json(min(m.week)::text)
          FROM channels c
         CROSS JOIN (SELECT ${now.toISOString()}::timestamptz AS now) q
         CROSS JOIN LATERAL (${first}) m
         WHERE ${onChannel(sql`c.id`, { channel })}`,
  );
  return week ?? undefined;
}

const KitchenMenu = z.object({
  menu_id: z.int(),
  channel_id: z.int(),
  delivery_date: z.string(),
  picking_deadline: Instant,
});
export type KitchenMenu = z.infer<typeof KitchenMenu>;

/** The week's published menus, one per channel (the named channel's only), by channel. */
export async function kitchenMenus(
  db: DbOrTx,
  week: string,
  channel: number | undefined,
): Promise<KitchenMenu[]> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object(
              'menu_id', m.id, 'channel_id', m.channel_id, 'delivery_date', m.delivery_date,
              'picking_deadline', m.picking_deadline) ORDER BY m.channel_id), '[]'::json)
          FROM menus m
         WHERE m.week = ${week}::date AND m.status = 'published'
           AND ${onChannel(sql`m.channel_id`, { channel })}`,
  );
  return z.array(KitchenMenu).parse(rows ?? []);
}

/**
 * The orders the kitchen cooks for, for orders aliased `o`: every order of the week but a
 * cancelled one, or a one-time order whose card was declined at checkout (never charged again:
 * the customer checks out anew). A subscription's declined order still counts: the weekly cycle
 * charges it again until delivery, and it is delivered once paid.
 */
const cookedOrder: SQL = sql`o.status <> 'cancelled'
  AND NOT (o.kind = 'one_time' AND o.status = 'payment_failed')`;

/** A meal's count in a channel's boxes, with what the report shows of the meal. */
const MealCount = z.object({
  channel_id: z.int(),
  menu_item_id: z.int(),
  name: z.string(),
  larger_portion: z.boolean(),
  quantity: z.int(),
});
export type MealCount = z.infer<typeof MealCount>;

/** A channel's boxes: its orders, and its subscribers' weeks by stance. */
const ChannelBoxes = z.object({
  channel_id: z.int(),
  orders: z.int(),
  picked: z.int(),
  open: z.int(),
  open_meals: z.int(),
  skipped: z.int(),
  decided: z.int(),
});
export type ChannelBoxes = z.infer<typeof ChannelBoxes>;

const KitchenCounts = z.object({
  ordered: z.array(MealCount),
  picked: z.array(MealCount),
  boxes: z.array(ChannelBoxes),
});
export type KitchenCounts = z.infer<typeof KitchenCounts>;

const asIds = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * The week's counts, in one statement:
 * - `ordered`: the meals of the channels' orders the kitchen cooks for (cookedOrder);
 * - the channels' active subscriptions that have begun, each week in one stance: `open` (no row, pending, or picked or preselected without a
 *   meal: the lock fills it like a pending one), `skipped`, `picked` (picked or preselected with
 *   meals and no order yet: its meals in `picked`), or `ordered` (an order already counts it);
 * - `boxes`: per channel, the orders counted and the weeks of each stance (`decided`: not open),
 *   with the open boxes' meals (their plans' sizes).
 */
export async function kitchenCounts(
  db: DbOrTx,
  week: string,
  channels: readonly number[],
): Promise<KitchenCounts> {
  const answer = await queryBuiltJson<unknown>(
    db,
    sql`WITH cooked AS NOT MATERIALIZED (
          SELECT o.id, o.channel_id FROM orders o
           WHERE o.week = ${week}::date AND o.channel_id = ANY(${asIds(channels)}::integer[])
             AND ${cookedOrder}
        ), weeks AS (
          SELECT s.channel_id, p.meals_per_week, w.id AS week_id,
                 CASE WHEN w.id IS NULL OR w.state = 'pending' THEN 'open'
                      WHEN w.state = 'skipped' THEN 'skipped'
                      WHEN w.state IN ('picked', 'preselected') AND w.order_id IS NULL THEN
                        CASE WHEN EXISTS (SELECT 1 FROM subscription_week_items i
                                           WHERE i.subscription_week_id = w.id)
                             THEN 'picked' ELSE 'open' END
                      ELSE 'ordered' END AS stance
            FROM subscriptions s
            JOIN meal_plans p ON p.id = s.meal_plan_id
            LEFT JOIN subscription_weeks w ON w.subscription_id = s.id AND w.week = ${week}::date
           WHERE s.channel_id = ANY(${asIds(channels)}::integer[])
             AND s.status = 'active' AND s.start_week <= ${week}::date
        ), meal_counts AS (
          -- The week's lines found by their orders' ids (= ANY(ARRAY(…)), as decision 017's
          -- searches): probed in the lines' key instead of hashing every line of the store.
          SELECT 'ordered' AS source, o.channel_id, l.menu_item_id, sum(l.quantity) AS quantity
            FROM order_lines l JOIN orders o ON o.id = l.order_id
           WHERE l.order_id = ANY(ARRAY(SELECT id FROM cooked))
           GROUP BY o.channel_id, l.menu_item_id
          UNION ALL
          SELECT 'picked', k.channel_id, i.menu_item_id, sum(i.quantity)
            FROM weeks k JOIN subscription_week_items i ON i.subscription_week_id = k.week_id
           WHERE k.stance = 'picked'
           GROUP BY k.channel_id, i.menu_item_id
        ), boxes AS (
          SELECT channel_id, sum(orders) AS orders, sum(picked) AS picked, sum(open) AS open,
                 sum(open_meals) AS open_meals, sum(skipped) AS skipped, sum(decided) AS decided
            FROM (SELECT channel_id, count(*) AS orders, 0 AS picked, 0 AS open, 0 AS open_meals,
                         0 AS skipped, 0 AS decided
                    FROM cooked GROUP BY channel_id
                  UNION ALL
                  SELECT channel_id, 0, count(*) FILTER (WHERE stance = 'picked'),
                         count(*) FILTER (WHERE stance = 'open'),
                         COALESCE(sum(meals_per_week) FILTER (WHERE stance = 'open'), 0),
                         count(*) FILTER (WHERE stance = 'skipped'),
                         count(*) FILTER (WHERE stance <> 'open')
                    FROM weeks GROUP BY channel_id) per_source
           GROUP BY channel_id
        )
        SELECT json_build_object(
          'ordered', COALESCE((SELECT json_agg(json_build_object(
                'channel_id', mc.channel_id, 'menu_item_id', mc.menu_item_id, 'name', mi.name,
                'larger_portion', mi.larger_portion, 'quantity', mc.quantity))
              FROM meal_counts mc JOIN menu_items mi ON mi.id = mc.menu_item_id
             WHERE mc.source = 'ordered'), '[]'::json),
          'picked', COALESCE((SELECT json_agg(json_build_object(
                'channel_id', mc.channel_id, 'menu_item_id', mc.menu_item_id, 'name', mi.name,
                'larger_portion', mi.larger_portion, 'quantity', mc.quantity))
              FROM meal_counts mc JOIN menu_items mi ON mi.id = mc.menu_item_id
             WHERE mc.source = 'picked'), '[]'::json),
          'boxes', COALESCE((SELECT json_agg(json_build_object(
                'channel_id', channel_id, 'orders', orders, 'picked', picked, 'open', open,
                'open_meals', open_meals, 'skipped', skipped, 'decided', decided))
              FROM boxes), '[]'::json))`,
  );
  return KitchenCounts.parse(answer);
}
