import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Cart, CycleRunView, Menu, OrderConfirmation } from '@mealbox/contracts';
import { queryRows } from '../src/db/client.ts';
import { demoLogins } from '../src/db/seed-data/demo-logins.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { findRun } from '../src/modules/weekly-cycle/cycle-runs.repository.ts';
import { checkoutBody, fillBox } from './support/checkout-fixtures.ts';
import { overHttp, startRoundRobinProxy, type RoundRobinProxy } from './support/proxy.ts';
import {
  exited,
  startServerProcess,
  type LogLine,
  type ServerProcess,
} from './support/store-processes.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';
import {
  addSubscribers,
  CYCLE_SEEDED_AT,
  CYCLE_WEEK,
  deadlineOf,
  tallyWeek,
} from './support/weekly-cycle.ts';

/**
 * scale-out (issue 15): two server processes on one PostgreSQL database, behind a round-robin
 * proxy that sends each request to the other process. Meaningful on PostgreSQL only: the embedded
 * database belongs to one process.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The seed's current ordering week, locked by the runs below; the processes' store clock starts
// a minute past its deadline.
const WEEK = CYCLE_WEEK;
/** Subscribers of the shared lock, and those added for the lock cut short: 8 and 6 batches. */
const SHARED = 2000;
const CUT = 1500;
const BATCH_TAKEN = 'working a batch of the weekly cycle';
const BATCH_ENDED = 'a batch of the weekly cycle ended';
const admin = demoLogins.find((login) => login.email === 'admin@mealbox.test')!;

/** The batches of a run that a server's log shows it took, and those it recorded. */
function batchesIn(server: ServerProcess, runId: number, from = 0) {
  const lines = server.logs.slice(from).filter((line) => line.run === runId);
  const numbers = (keep: (line: LogLine) => boolean) =>
    new Set(lines.filter(keep).map((line) => line.batch as number));
  return {
    taken: numbers((line) => line.msg === BATCH_TAKEN),
    ended: numbers((line) => line.msg === BATCH_ENDED),
    recorded: numbers((line) => line.msg === BATCH_ENDED && line.recorded === true),
  };
}

/** The requests a server's log shows it answered for a path. */
const answered = (server: ServerProcess, url: string) =>
  server.logs.filter(
    (line) => line.msg === 'incoming request' && (line.req as { url?: string })?.url === url,
  ).length;

describe.runIf(onPostgres)('two server processes behind a round-robin proxy (PostgreSQL)', () => {
  let t: TestApp;
  let servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy | undefined;

  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(CYCLE_SEEDED_AT) });
    await addSubscribers(t, SHARED, 'shared');
    const pastDeadline = new Date((await deadlineOf(t, WEEK)).getTime() + 60_000);
    servers = await Promise.all(
      [1, 2].map(() =>
        startServerProcess({
          DATABASE_URL: t.database.url ?? '',
          // The same in every process: it signs the CSRF tokens.
          SESSION_SECRET: t.env.SESSION_SECRET,
          PUBLIC_URL: t.env.PUBLIC_URL,
          WEB_DIST: '/nonexistent',
          STORE_CLOCK: `at:${pastDeadline.toISOString()}`,
          // A batch takes well under a second here: one cut short is taken again within seconds.
          CYCLE_BATCH_EXPIRE_SECONDS: '6',
          CYCLE_STALLED_AFTER_SECONDS: '12',
        }),
      ),
    );
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await t?.close();
  });

  const store = () => overHttp(proxy!.url);
  const staff = async () => (await new Visitor(store()).open()).signIn(admin.email, admin.password);
  /** A run as staff read it through the proxy, once it has ended. */
  const endOf = async (visitor: Visitor, runId: number, timeout: number) => {
    await expect
      .poll(
        async () => (await visitor.get(`/api/admin/cycle/runs/${runId}`)).json<CycleRunView>(),
        { timeout, interval: 250 },
      )
      .toMatchObject({ status: 'done' });
    return (await visitor.get(`/api/admin/cycle/runs/${runId}`)).json<CycleRunView>();
  };
  /**
   * Subscribers whose emails begin with `tag` (one subscription each), and those of them with one
   * order for WEEK, paid, linked to their subscription's week.
   */
  const orderedOnce = async (tag: string) => {
    const [row] = await queryRows<{ subscribers: number; ordered_once: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS subscribers,
                 count(*) FILTER (WHERE made = 1 AND paid)::int AS ordered_once
            FROM (SELECT (SELECT count(*) FROM orders o
                           WHERE o.user_id = s.user_id AND o.week = ${WEEK}::date) AS made,
                         EXISTS (SELECT 1 FROM subscription_weeks w
                                   JOIN orders o ON o.id = w.order_id AND o.status = 'paid'
                                  WHERE w.subscription_id = s.id AND w.week = ${WEEK}::date
                                    AND w.state = 'paid') AS paid
                    FROM subscriptions s JOIN users u ON u.id = s.user_id
                   WHERE u.email LIKE ${tag} || '%') tagged`,
    );
    return row;
  };
  /**
   * The demo store's subscriptions whose week WEEK the lock left without an order: active, begun
   * by then, in the channel locked, and neither skipped nor ordered.
   */
  const weeksLeft = async () => {
    const [row] = await queryRows<{ left: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS left FROM subscriptions s
            JOIN channels c ON c.id = s.channel_id AND c.slug = 'mealbox'
           WHERE s.status = 'active' AND s.start_week <= ${WEEK}::date
             AND NOT EXISTS (SELECT 1 FROM subscription_weeks w
                              WHERE w.subscription_id = s.id AND w.week = ${WEEK}::date
                                AND (w.order_id IS NOT NULL OR w.state = 'skipped'))`,
    );
    return row?.left;
  };

  it("keeps a customer's session, box and checkout whichever process answers each request", async () => {
    const from = proxy!.routed.length;
    const customer = await new Visitor(store()).open();
    const menu = (await customer.get('/api/menus/current')).json<Menu>();
    const [first, second, third] = menu.items;
    if (!first || !second || !third) throw new Error('the menu has fewer than three meals');
    // A guest begins a box, then registers: the box becomes the customer's.
    await fillBox(customer, [first]);
    const email = `scale-out-${Date.now()}@example.com`;
    const registered = await customer.post('/api/auth/register', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      password: 'cobol-forever',
      password_confirm: 'cobol-forever',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    // Each change lands on the other process than the last one, which changed the same cart.
    for (const [sku, quantity] of [
      [second.sku, 1],
      [third.sku, 1],
      [second.sku, 2],
      [third.sku, 0],
      [first.sku, 2],
    ] as const) {
      const changed = await customer.put('/api/cart/items', { sku, quantity });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const box = { [first.sku]: 2, [second.sku]: 2 };
    for (const read of [await customer.get('/api/cart'), await customer.get('/api/cart')]) {
      expect(read.json<Cart>().quantities).toEqual(box);
    }
    for (const read of [await customer.get('/api/auth/me'), await customer.get('/api/auth/me')]) {
      expect(read.json<{ user: { email: string } | null }>().user?.email).toBe(email);
    }

    const attempt = checkoutBody();
    const bought = await customer.post('/api/checkout', attempt);
    expect(bought.statusCode, bought.body).toBe(201);
    const confirmation = bought.json<OrderConfirmation>();
    expect(confirmation).toMatchObject({ kind: 'one_time', status: 'paid' });
    expect(Object.fromEntries(confirmation.items.map((i) => [i.sku, i.quantity]))).toEqual(box);
    // The same attempt sent again (its answer lost) reaches the other process: the same order.
    const retried = await customer.post('/api/checkout', attempt);
    expect(retried.json<OrderConfirmation>()).toEqual(confirmation);
    const reread = await customer.get(
      `/api/orders/${confirmation.customer_order_key}/confirmation`,
    );
    expect(reread.json<OrderConfirmation>().price).toEqual(confirmation.price);
    for (const read of [await customer.get('/api/cart'), await customer.get('/api/cart')]) {
      expect(read.json<Cart>().cart_count).toBe(0);
    }

    // Signed out on one process, the cookie is a guest's on the other.
    expect((await customer.post('/api/auth/logout')).statusCode).toBe(200);
    for (const read of [
      await customer.get('/api/user/orders'),
      await customer.get('/api/user/orders'),
    ]) {
      expect(read.statusCode).toBe(401);
    }

    // Every request went to the other process than the one before it, and both answered some.
    const routed = proxy!.routed.slice(from);
    expect(routed.every((upstream, i) => i === 0 || upstream !== routed[i - 1])).toBe(true);
    for (const server of servers) expect(answered(server, '/api/cart/items')).toBeGreaterThan(0);
    const [account] = await queryRows<{ orders: number; paid: number; charges: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders,
                 (SELECT count(*)::int FROM orders o
                   WHERE o.user_id = u.id AND o.status = 'paid') AS paid,
                 (SELECT count(*)::int FROM orders o JOIN payments p ON p.order_id = o.id
                    JOIN sandbox_charges c ON c.idempotency_key = p.idempotency_key
                   WHERE o.user_id = u.id AND c.status = 'succeeded') AS charges
            FROM users u WHERE u.email = ${email}`,
    );
    expect(account).toEqual({ orders: 1, paid: 1, charges: 1 });
  }, 60_000);

  it("shares a weekly lock between both processes' job workers: every week ordered and charged once", async () => {
    const visitor = await staff();
    // Staff start the lock; the schedule's tick may have started it first.
    const started = await visitor.post('/api/admin/cycle/runs', {
      kind: 'lock',
      week: WEEK,
      channel: 'mealbox',
    });
    expect([202, 409], started.body).toContain(started.statusCode);
    const runs = (await visitor.get(`/api/admin/cycle/runs?week=${WEEK}`)).json<{
      runs: CycleRunView[];
    }>().runs;
    const runId =
      started.statusCode === 202
        ? started.json<{ run: CycleRunView }>().run.id
        : runs.find((run) => run.kind === 'lock')?.id;
    if (runId === undefined) throw new Error(`no lock was started: ${started.body}`);

    const run = await endOf(visitor, runId, 60_000);
    expect(run.batches).toBeGreaterThanOrEqual(SHARED / 250);
    expect(run.batches_done).toBe(run.batches);
    expect(run.done + run.failed + run.skipped).toBe(run.total);
    // Each batch recorded once, by one process or the other, and each process recorded some.
    const shares = servers.map((server) => batchesIn(server, runId).recorded.size);
    expect(
      shares.every((share) => share > 0),
      `batches per process: ${shares.join(', ')}`,
    ).toBe(true);
    expect(shares[0]! + shares[1]!).toBe(run.batches);

    const week = await tallyWeek(t, WEEK);
    expect(week.duplicate_orders).toBe(0);
    expect(week.double_charges).toBe(0);
    expect(week.orders).toBe(week.weeks_with_orders);
    expect(await orderedOnce('shared')).toEqual({ subscribers: SHARED, ordered_once: SHARED });
    expect(await weeksLeft()).toBe(0);
    const took = Date.parse(run.finished_at ?? '') - Date.parse(run.started_at);
    console.info(
      `shared lock: ${run.total} weeks in ${run.batches} batches, ${shares.join(' + ')} per ` +
        `process, ${took} ms`,
    );
  }, 90_000);

  it('finishes a lock on the surviving process when the other is killed mid-run, losing and repeating nothing', async () => {
    const [{ last } = { last: 0 }] = await queryRows<{ last: number }>(
      t.database.db,
      sql`SELECT max(id)::int AS last FROM subscriptions`,
    );
    await addSubscribers(t, CUT, 'cut');
    const visitor = await staff();
    const started = await visitor.post('/api/admin/cycle/runs', {
      kind: 'lock',
      week: WEEK,
      channel: 'mealbox',
    });
    expect(started.statusCode, started.body).toBe(202);
    const runId = started.json<{ run: CycleRunView }>().run.id;
    // The run's batches of the new subscribers (the others' weeks are paid already).
    const fresh = await queryRows<{ batch: number }>(
      t.database.db,
      sql`SELECT batch FROM cycle_run_batches
           WHERE run_id = ${runId}::integer AND until_id > ${last}::integer`,
    );
    const freshBatches = new Set(fresh.map((row) => row.batch));
    expect(freshBatches.size).toBeGreaterThanOrEqual(CUT / 250);
    const freshEnded = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM cycle_run_batches
               WHERE run_id = ${runId}::integer AND until_id > ${last}::integer
                 AND finished_at IS NOT NULL`,
        )
      )[0]?.n ?? 0;

    // Mid-run: once a batch of new subscribers has ended, the next process to take one of them
    // is killed while it works on it.
    await expect.poll(freshEnded, { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
    const seen = servers.map((server) => server.logs.length);
    const takesFresh = (server: ServerProcess, i: number) =>
      [...batchesIn(server, runId, seen[i]).taken].some((batch) => freshBatches.has(batch));
    await expect.poll(() => servers.some(takesFresh), { timeout: 30_000, interval: 5 }).toBe(true);
    const victim = servers.find(takesFresh)!;
    victim.child.kill('SIGKILL');
    const killed = Date.now();
    await exited(victim.child);
    const killedAt = await findRun(t.database.db, runId);
    // The balancer's health check takes the dead process out of the rotation.
    proxy!.drop(victim.url);
    const survivor = servers.find((server) => server !== victim)!;

    const run = await endOf(visitor, runId, 90_000);
    const recovered = Date.now() - killed;
    expect(killedAt?.status).toBe('running');
    expect(run.batches_done).toBe(run.batches);
    expect(run.done + run.failed + run.skipped).toBe(run.total);
    // The batches the victim took and never ended were recorded by the survivor, unless the kill
    // fell between the victim's recording one and logging so (its two workers take batches back
    // to back): that batch is done in the database, counted in the run's batches_done above, and
    // its job, taken again once it expires, finds it recorded. No batch was recorded by both.
    const cut = batchesIn(victim, runId);
    const unfinished = [...cut.taken].filter((batch) => !cut.ended.has(batch));
    expect(unfinished.length).toBeGreaterThan(0);
    const saved = batchesIn(survivor, runId).recorded;
    expect([...cut.recorded].filter((batch) => saved.has(batch))).toEqual([]);
    const recordedBeforeKill = unfinished.filter((batch) => !saved.has(batch));
    // At most one per worker of the victim.
    expect(recordedBeforeKill.length).toBeLessThanOrEqual(2);
    expect(cut.recorded.size + saved.size + recordedBeforeKill.length).toBe(run.batches);

    const week = await tallyWeek(t, WEEK);
    expect(week.duplicate_orders).toBe(0);
    expect(week.double_charges).toBe(0);
    expect(week.orders).toBe(week.weeks_with_orders);
    expect(await orderedOnce('cut')).toEqual({ subscribers: CUT, ordered_once: CUT });
    expect(await orderedOnce('shared')).toEqual({ subscribers: SHARED, ordered_once: SHARED });
    expect(await weeksLeft()).toBe(0);
    console.info(
      `lock cut short: ${run.batches} batches, ${cut.recorded.size} recorded by the killed process ` +
        `(${unfinished.length} cut short: ${unfinished.join(', ')}; ${recordedBeforeKill.length} of them ` +
        `recorded before the kill), ${saved.size} by the survivor; ` +
        `the run ended ${recovered} ms after the kill`,
    );
  }, 150_000);
});
