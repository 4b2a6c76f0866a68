// The store the admin benchmarks (bench/admin-lists.mjs, bench/admin-reports.mjs) measure, made in
// a process of its own on the bench's database (DATABASE_URL, or PGlite in DATA_DIR), with the
// store's own migrations and demo seed, then set-wise SQL (generate_series) for the volume:
//   node --import tsx bench/admin-lists-seed.ts <customers> <orders> [weeks]
// - the customers, spread over both channels, most with a subscription (some cancelled), a card
//   on file, some with a gift card balance;
// - the orders, over the last `weeks` weeks (twelve by default, the lists' store; the reports'
//   covers a year), a customer's each in a week of its own, both channels, subscription and
//   one-time, mostly paid, some placed, declined or cancelled, 2 to 8 lines each at the meals' prices; a charge
//   for each paid order and a declined one for each declined order; some with a discount code
//   (and its redemption), some paid partly from the gift card balance, some refunded, whole or
//   in part, to the card or to the balance;
// - the weeks' menus, discount codes and gift cards (batches of them, some redeemed, some
//   disabled) in proportion.
// Prints one line `BENCH_RESULT <json>`: how long each part took, the row counts, the orders of
// each week (paid ones apart: what the reports count as sold), the channels, and values the
// lists' filters can take (ids).
import { sql } from 'drizzle-orm';
import { CYCLE_RUN_KINDS } from '@mealbox/contracts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { isEmpty, seedDemoData } from '../apps/server/src/db/seed.ts';

const [customersArg, ordersArg, weeksArg = '12'] = process.argv.slice(2);
const CUSTOMERS = Number(customersArg);
const ORDERS = Number(ordersArg);
/** Orders go over this many weeks, up to the current one. */
const WEEKS = Number(weeksArg);
if (!(CUSTOMERS > 0 && ORDERS > 0 && Number.isInteger(WEEKS) && WEEKS > 0))
  throw new Error('usage: admin-lists-seed.ts <customers> <orders> [weeks]');
// A customer's k-th order goes to week k * WEEK_STEP + (their number % WEEK_SPREAD), counted back
// from the current one: each order of a customer in a week of its own, every week used. (With the
// lists' twelve weeks and five orders a customer: steps of two weeks, spread over four.)
const ORDERS_PER_CUSTOMER = Math.ceil(ORDERS / CUSTOMERS);
const WEEK_STEP = Math.max(1, Math.floor(WEEKS / ORDERS_PER_CUSTOMER));
const WEEK_SPREAD = Math.max(1, WEEKS - WEEK_STEP * (ORDERS_PER_CUSTOMER - 1));
const DISCOUNTS = Math.max(20, Math.round(ORDERS / 400));
const GIFT_CARDS = CUSTOMERS;

const database = openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '',
  poolSize: 1,
  onIdleError: () => {},
});
const { db } = database;
const run = (text: string) => db.execute(sql.raw(text));
const rows = <T>(text: string) => queryRows<T>(db, sql.raw(text));

const timings: Record<string, number> = {};
async function timed(label: string, step: () => Promise<unknown>) {
  const started = performance.now();
  await step();
  timings[label] = Math.round(performance.now() - started);
}

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'Lucas',
  'Mia',
  'Mateo',
  'Amelia',
  'Ethan',
  'Harper',
  'Aiden',
  'Evelyn',
  'Oliver',
  'Aria',
  'Kai',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
];
const CITIES = ['Brooklyn', 'Queens', 'Manhattan', 'Jersey City', 'Hoboken', 'Yonkers', 'Newark'];
const array = (values: string[]) => `(ARRAY[${values.map((v) => `'${v}'`).join(',')}])`;

async function seedVolume() {
  // The bench's working tables: which generated number became which row.
  await run(`DROP TABLE IF EXISTS bench_customers, bench_weeks, bench_items`);
  await run(`
    CREATE TABLE bench_weeks AS
    SELECT i AS wi, (date_trunc('week', current_date)::date - 7 * (${WEEKS - 1} - i)) AS week
      FROM generate_series(0, ${WEEKS - 1}) i`);
  await run(`
    CREATE TABLE bench_items AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, name, price_cents FROM menu_items`);

  await timed('customers', async () => {
    await run(`
      INSERT INTO users (email, password_hash, first_name, last_name, address_1, city, state,
                         zip_code, dayphone, gift_card_balance_cents, payment_first_name,
                         payment_last_name, card_token, card_brand, card_last4, card_exp_month,
                         card_exp_year, channel_id, created_at)
      SELECT lower(f) || '.' || lower(l) || n || '@bench.test', 'bench-no-login', f, l,
             (n % 900 + 1) || ' ' || l || ' Street', ${array(CITIES)}[1 + n % ${CITIES.length}],
             'NY', lpad((10001 + n % 900)::text, 5, '0'), '718-555-' || lpad((n % 10000)::text, 4, '0'),
             CASE WHEN n % 8 = 0 THEN (1 + n % 6) * 500 ELSE 0 END, f, l,
             'tok_sandbox_bench_' || n, CASE WHEN n % 3 = 0 THEN 'Mastercard' ELSE 'Visa' END,
             lpad((n % 10000)::text, 4, '0'), 1 + n % 12, 2027 + n % 5,
             CASE WHEN n % 4 = 0 THEN (SELECT id FROM channels WHERE slug = 'fitfuel')
                  ELSE (SELECT id FROM channels WHERE slug = 'mealbox') END,
             now() - ((${CUSTOMERS} - n) * interval '25 minutes')
        FROM (SELECT n, ${array(FIRST_NAMES)}[1 + n % ${FIRST_NAMES.length}] AS f,
                     ${array(LAST_NAMES)}[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS l
                FROM generate_series(1, ${CUSTOMERS}) n) g
       ORDER BY n`);
    await run(`
      CREATE TABLE bench_customers AS
      SELECT substring(email from '(\\d+)@bench\\.test$')::int AS n, id AS user_id, channel_id,
             first_name, last_name, address_1, city, zip_code, NULL::int AS subscription_id,
             NULL::int AS meals
        FROM users WHERE email LIKE '%@bench.test'`);
    await run(`CREATE UNIQUE INDEX ON bench_customers (n)`);
    // Four in five subscribe, on a plan by their number, from the week of their first order (made
    // below); one in nine of them cancelled since, a few days after their last order's week,
    // for one of a few reasons (or none).
    await run(`
      WITH made AS (
        INSERT INTO subscriptions (user_id, channel_id, meal_plan_id, status, start_week,
                                   cancelled_at, cancel_reason, created_at)
        SELECT c.user_id, c.channel_id, p.id,
               CASE WHEN c.n % 9 = 0 THEN 'cancelled' ELSE 'active' END,
               f.week,
               CASE WHEN c.n % 9 = 0 THEN least(now() - interval '1 hour', l.week + interval '3 days') END,
               CASE WHEN c.n % 9 = 0
                    THEN (ARRAY['Moving away', 'Too expensive', 'Not enough variety',
                                'Cooking for myself now', NULL])[1 + (c.n / 45) % 5] END,
               f.week - interval '1 day'
          FROM bench_customers c
          JOIN meal_plans p ON p.sku = (ARRAY['PLAN-6','PLAN-8','PLAN-12','PLAN-18','PLAN-CHEF-12'])[1 + (c.n / 5) % 5]
          -- The weeks of their first and last orders, by the orders' rule (WEEK_STEP, WEEK_SPREAD).
          JOIN bench_weeks f ON f.wi = greatest(0, ${WEEKS - 1} - (greatest(0, (${ORDERS} - c.n) / ${CUSTOMERS}) * ${WEEK_STEP} + c.n % ${WEEK_SPREAD}))
          JOIN bench_weeks l ON l.wi = ${WEEKS - 1} - c.n % ${WEEK_SPREAD}
         WHERE c.n % 5 <> 0
        RETURNING id, user_id)
      UPDATE bench_customers c SET subscription_id = made.id FROM made WHERE made.user_id = c.user_id`);
  });

  await timed('discounts and gift cards', async () => {
    await run(`
      INSERT INTO discounts (code, description, kind, amount, starts_at, ends_at,
                             min_subtotal_cents, max_redemptions, once_per_customer,
                             first_order_only, channel_id, active, created_at)
      SELECT 'BENCH' || lpad(n::text, 4, '0'),
             CASE WHEN n % 2 = 0 THEN (5 + n % 20) || '% off' ELSE '$' || (5 + n % 15) || ' off' END,
             CASE WHEN n % 2 = 0 THEN 'percent' ELSE 'fixed' END,
             CASE WHEN n % 2 = 0 THEN 5 + n % 20 ELSE (5 + n % 15) * 100 END,
             CASE WHEN n % 3 = 0 THEN now() - interval '120 days' END,
             CASE WHEN n % 5 = 0 THEN now() + interval '30 days'
                  WHEN n % 11 = 0 THEN now() - interval '10 days' END,
             CASE WHEN n % 4 = 0 THEN 6000 ELSE 0 END,
             CASE WHEN n % 6 = 0 THEN 5000 END, n % 7 = 0, n % 10 = 0,
             CASE WHEN n % 4 = 0 THEN (SELECT id FROM channels WHERE slug = 'fitfuel') END,
             n % 13 <> 0, now() - (n * interval '7 hours')
        FROM generate_series(1, ${DISCOUNTS}) n`);
    await run(`
      INSERT INTO gift_cards (code, amount_cents, redeemed_by_user_id, redeemed_at,
                              created_by_user_id, note, batch, disabled_at, created_at)
      SELECT 'BENCH' || upper(substr(md5(g.n::text), 1, 11)), (1 + g.n % 4) * 2500,
             CASE WHEN g.n % 3 = 0 THEN c.user_id END,
             CASE WHEN g.n % 3 = 0 THEN now() - (g.n % 60) * interval '1 day' END,
             (SELECT id FROM users WHERE email = 'admin@mealbox.test'),
             CASE WHEN g.n % 10 < 7 THEN 'Batch ' || (g.n / 500) ELSE 'Customer service' END,
             CASE WHEN g.n % 10 < 7 THEN 'bench-batch-' || (g.n / 500) END,
             CASE WHEN g.n % 97 = 0 AND g.n % 3 <> 0 THEN now() - interval '2 days' END,
             now() - (${GIFT_CARDS} - g.n) * interval '10 minutes'
        FROM generate_series(1, ${GIFT_CARDS}) g(n)
        LEFT JOIN bench_customers c ON c.n = g.n`);
  });

  await timed('menus', async () => {
    // The past weeks' menus of both channels (the demo seed has the current ones), published.
    await run(`
      WITH made AS (
        INSERT INTO menus (channel_id, week, delivery_date, picking_deadline, status)
        SELECT ch.id, w.week, w.week, w.week - interval '4 days', 'published'
          FROM bench_weeks w CROSS JOIN channels ch
         WHERE NOT EXISTS (SELECT 1 FROM menus m WHERE m.channel_id = ch.id AND m.week = w.week)
        RETURNING id, week)
      INSERT INTO menu_entries (menu_id, menu_item_id, position, chefs_choice)
      SELECT made.id, i.id, p, p < 12
        FROM made CROSS JOIN generate_series(0, 27) p
        JOIN bench_items i ON i.k = (p + (made.id * 7)) % (SELECT count(*) FROM bench_items)`);
  });

  await timed('orders', async () => {
    // Order n is its customer's (n - 1) / customers-th, in a week of its own among the twelve.
    await run(`
      INSERT INTO orders (customer_order_key, idempotency_key, user_id, channel_id,
                          subscription_id, week, delivery_date, kind, status, subtotal_cents,
                          meal_count, subscription_discount_cents, discount_id, discount_cents,
                          gift_card_cents, card_charge_cents, total_cents, shipping,
                          refunded_cents, card_refunded_cents, created_at, updated_at)
      SELECT 'bench-' || o.n, 'bench-order-' || o.n, c.user_id, c.channel_id,
             CASE WHEN o.kind = 'subscription' THEN c.subscription_id END, w.week, w.week,
             o.kind, o.status, s.subtotal, s.meals, o.sub_discount, o.discount_id, o.discount, o.gift,
             o.charge, o.total,
             jsonb_build_object('first_name', c.first_name, 'last_name', c.last_name,
                                'address_1', c.address_1, 'city', c.city, 'state', 'NY',
                                'zip_code', c.zip_code),
             o.refunded, o.card_refunded,
             w.week - interval '6 days' + (o.n % 5000) * interval '1 minute',
             w.week - interval '6 days' + (o.n % 5000) * interval '1 minute'
        FROM generate_series(1, ${ORDERS}) g(n)
        JOIN bench_customers c ON c.n = (g.n - 1) % ${CUSTOMERS} + 1
        JOIN bench_weeks w
          ON w.wi = ${WEEKS - 1} - (((g.n - 1) / ${CUSTOMERS}) * ${WEEK_STEP} + c.n % ${WEEK_SPREAD}) % ${WEEKS}
        CROSS JOIN LATERAL (
          -- The same meals as its lines below: one of each, two of every fifth.
          SELECT sum(i.price_cents * (1 + ((g.n + l) % 5 = 0)::int))::int AS subtotal,
                 sum(1 + ((g.n + l) % 5 = 0)::int)::int AS meals
            FROM generate_series(0, 1 + (g.n * 31) % 7) l
            JOIN bench_items i ON i.k = (g.n * 5 + l) % (SELECT count(*) FROM bench_items)) s
        CROSS JOIN LATERAL (
          SELECT CASE WHEN c.subscription_id IS NOT NULL AND g.n % 3 <> 0 THEN 'subscription'
                      ELSE 'one_time' END AS kind) kk
        CROSS JOIN LATERAL (
          -- A subscription's box is charged by the week's lock: only one-time orders are left
          -- placed (else the server's schedule would take them for stuck charges to settle).
          SELECT g.n, kk.kind,
                 CASE WHEN (g.n * 7919) % 100 < 85 THEN 'paid'
                      WHEN (g.n * 7919) % 100 < 91
                        THEN CASE WHEN kk.kind = 'subscription' THEN 'paid' ELSE 'placed' END
                      WHEN (g.n * 7919) % 100 < 96 THEN 'payment_failed'
                      ELSE 'cancelled' END AS status) k
        CROSS JOIN LATERAL (
          SELECT CASE WHEN k.kind = 'subscription' THEN s.subtotal / 10 ELSE 0 END AS sub_discount,
                 CASE WHEN g.n % 10 = 0 THEN 1 + (g.n / 10) % ${DISCOUNTS} END AS discount_no,
                 CASE WHEN g.n % 10 = 0 THEN s.subtotal / 20 ELSE 0 END AS discount) d
        CROSS JOIN LATERAL (
          SELECT s.subtotal - d.sub_discount - d.discount AS total,
                 CASE WHEN c.n % 8 = 0 AND g.n % 2 = 0
                      THEN least(2500, s.subtotal - d.sub_discount - d.discount) ELSE 0 END AS gift) t
        CROSS JOIN LATERAL (
          SELECT g.n AS n, k.kind, k.status, d.sub_discount, d.discount, t.total, t.gift,
                 (SELECT min(id) FROM discounts WHERE code LIKE 'BENCH%') + d.discount_no - 1
                   AS discount_id,
                 t.total - t.gift AS charge,
                 CASE WHEN k.status = 'paid' AND g.n % 50 = 0 AND g.n % 100 = 0 AND t.total > t.gift
                        THEN least(t.total - t.gift, 1500)
                      WHEN k.status = 'paid' AND g.n % 50 = 0 AND g.n % 150 = 0 THEN t.total
                      WHEN k.status = 'paid' AND g.n % 50 = 0 THEN least(t.total, 1200)
                      ELSE 0 END AS refunded,
                 CASE WHEN k.status = 'paid' AND g.n % 100 = 0 AND t.total > t.gift
                        THEN least(t.total - t.gift, 1500) ELSE 0 END AS card_refunded) o
       ORDER BY w.week, g.n`);
    await run(`
      INSERT INTO order_lines (order_id, menu_item_id, name, unit_price_cents, quantity)
      SELECT o.id, i.id, i.name, i.price_cents, 1 + ((b.n + l) % 5 = 0)::int
        FROM orders o
        CROSS JOIN LATERAL (SELECT substr(o.customer_order_key, 7)::int AS n) b
        CROSS JOIN LATERAL generate_series(0, 1 + (b.n * 31) % 7) l
        JOIN bench_items i ON i.k = (b.n * 5 + l) % (SELECT count(*) FROM bench_items)
       WHERE o.customer_order_key LIKE 'bench-%'`);
  });

  await timed('payments, redemptions, refunds, weeks', async () => {
    await run(`
      INSERT INTO payments (order_id, idempotency_key, amount_cents, card_token, status,
                            gateway_reference, failure_message, created_at, updated_at)
      SELECT o.id, 'bench-pay-' || o.id, o.card_charge_cents, 'tok_sandbox_bench_' || o.user_id,
             CASE WHEN o.status = 'payment_failed' THEN 'declined' ELSE 'succeeded' END,
             CASE WHEN o.status = 'payment_failed' THEN NULL ELSE 'ch_sandbox_bench_' || o.id END,
             CASE WHEN o.status = 'payment_failed' THEN 'Your card was declined.' END,
             o.created_at, o.created_at
        FROM orders o
       WHERE o.customer_order_key LIKE 'bench-%' AND o.status IN ('paid', 'payment_failed')
         AND o.card_charge_cents > 0`);
    await run(`
      INSERT INTO discount_redemptions (discount_id, user_id, order_id, created_at)
      SELECT discount_id, user_id, id, created_at FROM orders
       WHERE customer_order_key LIKE 'bench-%' AND discount_id IS NOT NULL
         AND status <> 'cancelled'`);
    await run(`
      UPDATE discounts d SET redemptions_count = r.count
        FROM (SELECT discount_id, count(*)::int AS count FROM discount_redemptions GROUP BY 1) r
       WHERE r.discount_id = d.id`);
    await run(`
      INSERT INTO refunds (order_id, amount_cents, destination, status, idempotency_key,
                           gateway_reference, reason, created_by_user_id, created_at, updated_at)
      SELECT o.id, o.refunded_cents,
             CASE WHEN o.card_refunded_cents > 0 THEN 'card' ELSE 'gift_card' END, 'succeeded',
             'bench-refund-' || o.id,
             CASE WHEN o.card_refunded_cents > 0 THEN 're_sandbox_bench_' || o.id END,
             'A meal arrived damaged', (SELECT id FROM users WHERE email = 'admin@mealbox.test'),
             o.created_at + interval '5 days', o.created_at + interval '5 days'
        FROM orders o WHERE o.customer_order_key LIKE 'bench-%' AND o.refunded_cents > 0`);
    // A subscription's orders are its weeks' orders.
    await run(`
      INSERT INTO subscription_weeks (subscription_id, week, state, order_id, charge_attempts,
                                      created_at, updated_at)
      SELECT o.subscription_id, o.week,
             CASE o.status WHEN 'paid' THEN 'paid' WHEN 'payment_failed' THEN 'payment_failed'
                           WHEN 'cancelled' THEN 'cancelled' ELSE 'ordered' END,
             o.id,
             CASE WHEN o.status IN ('paid', 'payment_failed') THEN 1 ELSE 0 END,
             o.created_at, o.created_at
        FROM orders o WHERE o.customer_order_key LIKE 'bench-%' AND o.subscription_id IS NOT NULL
      ON CONFLICT DO NOTHING`);
  });

  // Every week's cycle has run: the server's schedule, on starting, finds nothing to do. Else it
  // would, depending on the day the bench runs, lock last week's subscriptions or mail this week's
  // reminders to 16,000 subscribers during the measurement (issue 12's bench measures the cycle).
  await run(`
    INSERT INTO cycle_runs (kind, channel_id, week, status, started_by, total, batches,
                            started_at, finished_at)
    SELECT k.kind, m.channel_id, m.week, 'done', 'command', 0, 0, now(), now()
      FROM menus m
     CROSS JOIN unnest(ARRAY[${CYCLE_RUN_KINDS.map((k) => `'${k}'`).join(',')}]) k(kind)`);
  await run(`DROP TABLE bench_customers, bench_weeks, bench_items`);
  // A live store's tables have been vacuumed (autovacuum): their visibility map lets the lists'
  // index-only scans skip the table. Left to autovacuum, it would also run during the measurement.
  await timed('vacuum and analyze', () => run('VACUUM (ANALYZE)'));
}

try {
  const started = performance.now();
  await database.migrate();
  if (!(await isEmpty(db))) throw new Error('the bench seeds an empty database');
  await seedDemoData(db, { timeZone: process.env.STORE_TIMEZONE || 'America/New_York' });
  timings.demo = Math.round(performance.now() - started);
  const volumeStarted = performance.now();
  await seedVolume();
  const volumeMs = Math.round(performance.now() - volumeStarted);
  const [counts] = await rows<Record<string, number>>(`
    SELECT (SELECT count(*)::int FROM users) AS users,
           (SELECT count(*)::int FROM users WHERE email LIKE '%@bench.test') AS customers,
           (SELECT count(*)::int FROM subscriptions) AS subscriptions,
           (SELECT count(*)::int FROM orders) AS orders,
           (SELECT count(*)::int FROM order_lines) AS order_lines,
           (SELECT count(*)::int FROM payments) AS payments,
           (SELECT count(*)::int FROM refunds) AS refunds,
           (SELECT count(*)::int FROM discounts) AS discounts,
           (SELECT count(*)::int FROM discount_redemptions) AS redemptions,
           (SELECT count(*)::int FROM gift_cards) AS gift_cards,
           (SELECT count(*)::int FROM menus) AS menus,
           (SELECT count(*)::int FROM menu_items) AS menu_items`);
  const statuses = await rows<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM orders GROUP BY 1 ORDER BY 1`,
  );
  const weeks = await rows<{ week: string; count: number; paid: number }>(
    `SELECT week::text AS week, count(*)::int AS count,
            (count(*) FILTER (WHERE status = 'paid'))::int AS paid
       FROM orders GROUP BY 1 ORDER BY 1`,
  );
  const channels = await rows<{ id: number; slug: string; orders: number; paid: number }>(`
    SELECT c.id, c.slug, count(o.id)::int AS orders,
           (count(o.id) FILTER (WHERE o.status = 'paid'))::int AS paid
      FROM channels c LEFT JOIN orders o ON o.channel_id = c.id
     GROUP BY c.id, c.slug ORDER BY c.id`);
  // Values an id filter can take, named as the lists' query parameters are likely to name them.
  const [samples] = await rows<Record<string, string | number | null>>(`
    SELECT (SELECT user_id FROM orders o JOIN users u ON u.id = o.user_id
             WHERE u.email LIKE '%@bench.test' ORDER BY o.id DESC LIMIT 1) AS customer_id,
           (SELECT id FROM channels WHERE slug = 'fitfuel') AS channel_id,
           'fitfuel' AS channel,
           (SELECT discount_id FROM discount_redemptions GROUP BY 1 ORDER BY count(*) DESC
             LIMIT 1) AS discount_id,
           (SELECT menu_item_id FROM order_lines GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)
             AS menu_item_id,
           (SELECT max(subscription_id) FROM orders) AS subscription_id,
           (SELECT batch FROM gift_cards WHERE batch IS NOT NULL GROUP BY 1 ORDER BY 1 LIMIT 1)
             AS batch,
           (SELECT id FROM meal_plans WHERE sku = 'PLAN-8') AS meal_plan_id`);
  if (samples) samples.user_id = samples.customer_id ?? null;
  console.log(
    `BENCH_RESULT ${JSON.stringify({ timings, volumeMs, counts, statuses, weeks, channels, samples })}`,
  );
} finally {
  await database.close();
}
