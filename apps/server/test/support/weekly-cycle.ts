import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { channels, menus } from '../../src/db/schema.ts';
import type { InProcessDispatcher } from '../../src/modules/weekly-cycle/run-cycle.ts';
import type { TestApp } from './test-app.ts';

/**
 * The weekly cycle's tests seed the demo store with the clock at Thursday, Nov 26 2026, noon in
 * New York: the week of Dec 7 is the current ordering week (its deadline Wednesday, Dec 2 at
 * 11:59 PM, 04:59 UTC on Dec 3; delivery Monday, Dec 7), the week of Dec 14 the next.
 */
export const CYCLE_SEEDED_AT = '2026-11-26T17:00:00Z';
export const CYCLE_WEEK = '2026-12-07';
export const CYCLE_NEXT_WEEK = '2026-12-14';
/** Monday, Dec 7 begins in New York: the week of Dec 7 is delivered and its unpaid are cancelled. */
export const CYCLE_DELIVERY_STARTS = '2026-12-07T05:00:00Z';

/** The id of a channel of the test store, by its slug (the demo store's by default). */
export async function channelIdOf(t: TestApp, slug = 'mealbox'): Promise<number> {
  const [channel] = await t.database.db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.slug, slug));
  if (!channel) throw new Error(`no channel ${slug}`);
  return channel.id;
}

/** A published week's picking deadline in the test store (the first channel's). */
export async function deadlineOf(t: TestApp, week: string): Promise<Date> {
  const [menu] = await t.database.db
    .select()
    .from(menus)
    .where(and(eq(menus.week, week), eq(menus.status, 'published')))
    .limit(1);
  if (!menu) throw new Error(`no menu for the week of ${week}`);
  return menu.pickingDeadline;
}

/** Resolves once the app's runs started so far (worked in its own process) have ended. */
export const cycleIdle = (t: TestApp) =>
  (t.app.services.cycle.dispatcher as InProcessDispatcher).idle();

/**
 * Subscribers added in one statement each: `count` of them on the 8-meal plan of the demo store,
 * with good cards, from `week` on; their emails begin with `tag`.
 */
export async function addSubscribers(t: TestApp, count: number, tag: string, week = CYCLE_WEEK) {
  await t.database.db.execute(sql`
    WITH plan AS (SELECT p.id, c.id AS channel_id FROM meal_plans p, channels c
                   WHERE p.sku = 'PLAN-8' AND c.slug = 'mealbox'),
    made AS (
      INSERT INTO users (email, password_hash, first_name, last_name, address_1, city, state,
                         zip_code, card_token, card_brand, card_last4, card_exp_month, card_exp_year,
                         channel_id)
      SELECT ${tag} || n || '@example.com', 'x', 'Load', 'Tester' || n, '1 Test Street', 'Brooklyn',
             'NY', '11201', 'tok_sandbox_load_' || n, 'Visa', '4242', 8, 2031, plan.channel_id
        FROM generate_series(1, ${count}::integer) n, plan
      RETURNING id, channel_id
    )
    INSERT INTO subscriptions (user_id, channel_id, meal_plan_id, start_week)
    SELECT made.id, made.channel_id, plan.id, ${week}::date FROM made, plan`);
}

/**
 * What a week became: its orders, the subscription weeks with one, duplicate orders (a
 * subscription's week or a customer ordered twice), orders charged twice, the keys the sandbox
 * charged, and the paid orders.
 */
export async function tallyWeek(t: TestApp, week = CYCLE_WEEK) {
  const [row] = await queryRows<{
    orders: number;
    weeks_with_orders: number;
    duplicate_orders: number;
    double_charges: number;
    keys_charged: number;
    paid: number;
  }>(
    t.database.db,
    sql`SELECT
          (SELECT count(*)::int FROM orders WHERE week = ${week}::date) AS orders,
          (SELECT count(*)::int FROM subscription_weeks WHERE week = ${week}::date
              AND order_id IS NOT NULL) AS weeks_with_orders,
          (SELECT count(*)::int FROM (SELECT subscription_id, week FROM orders
              WHERE week = ${week}::date AND subscription_id IS NOT NULL
              GROUP BY 1, 2 HAVING count(*) > 1) d)
            + (SELECT count(*)::int FROM (SELECT user_id FROM orders
              WHERE week = ${week}::date AND status <> 'cancelled'
              GROUP BY 1 HAVING count(*) > 1) u) AS duplicate_orders,
          (SELECT count(*)::int FROM (SELECT p.order_id FROM payments p
              JOIN sandbox_charges c ON c.idempotency_key = p.idempotency_key
              WHERE c.status = 'succeeded' GROUP BY p.order_id HAVING count(*) > 1) d)
            AS double_charges,
          (SELECT count(*)::int FROM sandbox_charges) AS keys_charged,
          (SELECT count(*)::int FROM orders WHERE week = ${week}::date AND status = 'paid') AS paid`,
  );
  if (!row) throw new Error(`no tally of the week of ${week}`);
  return row;
}
