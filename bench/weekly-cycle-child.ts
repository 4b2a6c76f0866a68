// One measured step of the weekly cycle's benchmark (bench/weekly-cycle.mjs), in a process of its
// own on the bench's database (DATABASE_URL, or PGlite in DATA_DIR), with the store's own code:
//   setup <subscriptions>   migrate, seed the demo store at the store clock (STORE_CLOCK=pin:…),
//                           then add that many active subscriptions of the week with bulk SQL
//   cycle <phases> [--capped <per second> <latency ms>]
//                           builds the app and runs the phases (preselect,lock) of the week with
//                           runNow, the clock set to each phase's moment; with --capped the lock
//                           charges through a CappedGateway in front of the sandbox
//   progress                how far the week's runs got (after a run was stopped for taking too long)
//   after                   checks every week's order and charge, then times the raw insert of
//                           the week's order rows into copies of their tables
// Each prints one line `BENCH_RESULT <json>`.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { queryRows, type Db } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { SandboxGateway } from '../apps/server/src/integrations/payments/sandbox-gateway.ts';
import { DatabaseLedger } from '../apps/server/src/integrations/payments/sandbox-ledger.repository.ts';
import { ManualClock } from '../apps/server/src/lib/clock.ts';
import { runNow } from '../apps/server/src/modules/weekly-cycle/run-cycle.ts';
import { CappedGateway } from './capped-gateway.ts';

/** The week the demo seed makes current when seeded at the bench's clock, and its moments. */
export const WEEK = '2026-12-07';
export const CHANNEL = 'mealbox';
const DEADLINE = Date.parse('2026-12-03T04:59:00Z');
const MOMENTS = {
  preselect: new Date(DEADLINE - 48 * 3_600_000 + 60_000),
  lock: new Date(DEADLINE + 60_000),
} as const;
type Phase = keyof typeof MOMENTS;
/** One subscription in this many is on the chef's choice plan, the others pick (8 meals). */
const CHEF_EVERY = 4;

const [command, ...rest] = process.argv.slice(2);
const env = loadEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const app = await buildApp({ env });
const { services } = app.services.cycle;
const db = services.db;

function report(result: Record<string, unknown>) {
  const rss = process.resourceUsage().maxRSS;
  console.log(`BENCH_RESULT ${JSON.stringify({ ...result, maxRssKb: rss })}`);
}

async function channelId(): Promise<number> {
  const channel = (await services.channels.all()).find((c) => c.slug === CHANNEL);
  if (!channel) throw new Error(`no channel ${CHANNEL}`);
  return channel.id;
}

/** Active subscribers with good sandbox cards, in one statement (as the fault tests add them). */
async function addSubscriptions(count: number) {
  await db.execute(sql`
    WITH plans AS (SELECT c.id AS channel_id,
                          (SELECT id FROM meal_plans WHERE sku = 'PLAN-8') AS picking,
                          (SELECT id FROM meal_plans WHERE sku = 'PLAN-CHEF-12') AS chef
                     FROM channels c WHERE c.slug = ${CHANNEL}),
    made AS (
      INSERT INTO users (email, password_hash, first_name, last_name, address_1, city, state,
                         zip_code, card_token, card_brand, card_last4, card_exp_month, card_exp_year,
                         channel_id)
      SELECT 'bench' || n || '@example.com', 'x', 'Bench', 'Subscriber' || n, '1 Test Street',
             'Brooklyn', 'NY', '11201', 'tok_sandbox_bench_' || n, 'Visa', '4242', 8, 2031,
             plans.channel_id
        FROM generate_series(1, ${count}::integer) n, plans
      RETURNING id, channel_id
    )
    INSERT INTO subscriptions (user_id, channel_id, meal_plan_id, start_week)
    SELECT made.id, made.channel_id,
           CASE WHEN made.id % ${CHEF_EVERY}::integer = 0 THEN plans.chef ELSE plans.picking END,
           ${WEEK}::date
      FROM made, plans`);
  await db.execute(sql`ANALYZE`);
}

async function setup(count: number) {
  const started = performance.now();
  await prepareDatabase(app.services.database, {
    seedWhenEmpty: true,
    log: { info: () => {} },
    env,
    clock: services.clock,
  });
  const seededMs = performance.now() - started;
  await addSubscriptions(count);
  report({ seededMs, addedMs: performance.now() - started - seededMs });
}

async function cycle(phases: Phase[], capped: { perSecond: number; latencyMs: number } | null) {
  const clock = services.clock;
  if (!(clock instanceof ManualClock)) throw new Error('STORE_CLOCK must be pin:<instant>');
  const gateway = capped
    ? new CappedGateway(
        new SandboxGateway(new DatabaseLedger(db)),
        capped.perSecond,
        capped.latencyMs,
      )
    : null;
  const runServices = gateway ? { ...services, payments: gateway } : services;
  const id = await channelId();
  const results: Record<string, unknown> = {};
  for (const phase of phases) {
    clock.set(MOMENTS[phase]);
    const started = performance.now();
    const run = await runNow(runServices, {
      kind: phase,
      channelId: id,
      week: WEEK,
      startedBy: 'command',
    });
    const ms = performance.now() - started;
    results[phase] = {
      ms,
      status: run.status,
      total: run.total,
      done: run.done,
      failed: run.failed,
      skipped: run.skipped,
    };
  }
  await app.services.mailer.drain();
  const charges = gateway
    ? {
        answered: gateway.answeredAt.length,
        firstMs: gateway.answeredAt[0] ?? null,
        lastMs: gateway.answeredAt.at(-1) ?? null,
        refusals: gateway.refusals,
        keysTakenTwice: [...gateway.takenPerKey.values()].filter((n) => n > 1).length,
      }
    : null;
  report({ phases: results, charges });
}

interface Tally {
  expected: number;
  linked: number;
  unsettled: number;
  week_orders: number;
  users_with_two: number;
  orders_per_week_not_one: number;
  double_charges: number;
  keys_charged_twice: number;
  succeeded_charges: number;
  paid: number;
  payment_failed: number;
  order_lines: number;
  payments: number;
}

/** What the week became, for the checks: every number but `expected` and its kin must be 0. */
async function tally(db: Db, channel: number): Promise<Tally> {
  const [row] = await queryRows<Tally>(
    db,
    sql`WITH expected AS (
          SELECT s.id, s.user_id, w.state, w.order_id FROM subscriptions s
            LEFT JOIN subscription_weeks w ON w.subscription_id = s.id AND w.week = ${WEEK}::date
           WHERE s.channel_id = ${channel}::integer AND s.status = 'active'
             AND s.start_week <= ${WEEK}::date AND w.state IS DISTINCT FROM 'skipped'),
        week_orders AS (
          SELECT * FROM orders WHERE week = ${WEEK}::date AND channel_id = ${channel}::integer
             AND kind = 'subscription' AND status <> 'cancelled')
        SELECT
          (SELECT count(*)::int FROM expected) AS expected,
          (SELECT count(*)::int FROM expected e JOIN week_orders o
              ON o.id = e.order_id AND o.user_id = e.user_id) AS linked,
          (SELECT count(*)::int FROM expected
            WHERE state IS NULL OR state NOT IN ('paid', 'payment_failed')) AS unsettled,
          (SELECT count(*)::int FROM week_orders) AS week_orders,
          (SELECT count(*)::int FROM (SELECT user_id FROM week_orders GROUP BY user_id
              HAVING count(*) > 1) d) AS users_with_two,
          (SELECT count(*)::int FROM (SELECT e.id FROM expected e
              LEFT JOIN orders o ON o.idempotency_key = 'subscription-week:' || e.id || ':' || ${WEEK}
              GROUP BY e.id HAVING count(o.id) <> 1) d) AS orders_per_week_not_one,
          (SELECT count(*)::int FROM (SELECT p.order_id FROM payments p
              JOIN sandbox_charges c ON c.idempotency_key = p.idempotency_key
             WHERE c.status = 'succeeded' GROUP BY p.order_id HAVING count(*) > 1) d)
            AS double_charges,
          (SELECT count(*)::int FROM (SELECT idempotency_key FROM sandbox_charges
              WHERE status = 'succeeded' GROUP BY idempotency_key HAVING count(*) > 1) d)
            AS keys_charged_twice,
          (SELECT count(*)::int FROM sandbox_charges c JOIN payments p
              ON p.idempotency_key = c.idempotency_key JOIN week_orders o ON o.id = p.order_id
            WHERE c.status = 'succeeded') AS succeeded_charges,
          (SELECT count(*)::int FROM week_orders WHERE status = 'paid') AS paid,
          (SELECT count(*)::int FROM week_orders WHERE status = 'payment_failed') AS payment_failed,
          (SELECT count(*)::int FROM order_lines l JOIN week_orders o ON o.id = l.order_id)
            AS order_lines,
          (SELECT count(*)::int FROM payments p JOIN week_orders o ON o.id = p.order_id)
            AS payments`,
  );
  return row!;
}

/**
 * The raw insert of the week's order rows (orders, their lines and payments), one INSERT …
 * SELECT per table into a copy of the table made with its indexes and defaults (no foreign
 * keys), in one transaction: the floor of what writing those rows costs this database.
 */
async function rawInsert(channel: number) {
  const tables = ['orders', 'order_lines', 'payments'] as const;
  for (const table of tables) {
    await db.execute(sql.raw(`DROP TABLE IF EXISTS bench_copy_${table}`));
    await db.execute(
      sql.raw(
        `CREATE TABLE bench_copy_${table} (LIKE ${table} INCLUDING DEFAULTS INCLUDING INDEXES)`,
      ),
    );
  }
  const week = sql`(SELECT id FROM orders WHERE week = ${WEEK}::date
                     AND channel_id = ${channel}::integer AND kind = 'subscription')`;
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const table of tables) {
      const source = table === 'orders' ? sql`id IN ${week}` : sql`order_id IN ${week}`;
      await tx.execute(
        sql`INSERT INTO ${sql.raw(`bench_copy_${table}`)} SELECT * FROM ${sql.raw(table)} WHERE ${source}`,
      );
    }
  });
  const ms = performance.now() - started;
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql.raw(`SELECT count(*)::int AS n FROM bench_copy_${table}`),
    );
    rows[table] = row?.n ?? 0;
  }
  for (const table of tables) await db.execute(sql.raw(`DROP TABLE bench_copy_${table}`));
  return { ms, rows };
}

async function after() {
  const id = await channelId();
  const checked = await tally(db, id);
  const raw = await rawInsert(id);
  report({ tally: checked, raw });
}

async function progress() {
  const runs = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT kind, status, total, batches, batches_done FROM cycle_runs
         WHERE week = ${WEEK}::date AND channel_id = ${await channelId()}::integer ORDER BY id`,
  );
  report({ runs });
}

try {
  if (command === 'setup') await setup(Number(rest[0]));
  else if (command === 'cycle') {
    const capped = rest.indexOf('--capped');
    await cycle(
      (rest[0] ?? '').split(',') as Phase[],
      capped >= 0
        ? { perSecond: Number(rest[capped + 1]), latencyMs: Number(rest[capped + 2]) }
        : null,
    );
  } else if (command === 'after') await after();
  else if (command === 'progress') await progress();
  else throw new Error(`unknown command ${command}`);
} finally {
  await app.close();
}
