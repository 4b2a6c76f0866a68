import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { orders } from '../src/db/schema.ts';
import { GatewayBusy, GatewayTimeout } from '../src/integrations/payments/payment-gateway.ts';
import type { PaymentGateway } from '../src/integrations/payments/payment-gateway.ts';
import { SandboxGateway } from '../src/integrations/payments/sandbox-gateway.ts';
import { DatabaseLedger } from '../src/integrations/payments/sandbox-ledger.repository.ts';
import { ManualClock } from '../src/lib/clock.ts';
import type { CycleServices } from '../src/modules/weekly-cycle/cycle-context.ts';
import { findRun } from '../src/modules/weekly-cycle/cycle-runs.repository.ts';
import { runNow, startRun } from '../src/modules/weekly-cycle/run-cycle.ts';
import { exited, spawnStoreEntry } from './support/store-processes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  addSubscribers,
  channelIdOf,
  CYCLE_SEEDED_AT,
  CYCLE_WEEK,
  deadlineOf,
  tallyWeek,
} from './support/weekly-cycle.ts';

// The seed's current ordering week; the store's clock is set a minute past its deadline.
const WEEK = CYCLE_WEEK;
const minutePastDeadline = async (t: TestApp) =>
  new Date((await deadlineOf(t, WEEK)).getTime() + 60_000);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function cycleServices(t: TestApp, clock: ManualClock, payments: PaymentGateway): CycleServices {
  return {
    ...t.app.services.cycle.services,
    clock,
    payments,
    sleep: () => new Promise((resolve) => setTimeout(resolve, 1)),
  };
}

describe('the lock when the gateway misbehaves', () => {
  let t: TestApp;
  const clock = new ManualClock(CYCLE_SEEDED_AT);
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await addSubscribers(t, 40, 'gateway');
    clock.set(await minutePastDeadline(t));
  }, 60_000);
  afterAll(() => t.close());

  it('charges once per week when the gateway charges but its answer is lost, and when it answers 429', async () => {
    const sandbox = new SandboxGateway(new DatabaseLedger(t.database.db));
    const calls = new Map<string, number>();
    // Every first request of a key is charged but its answer lost; every second one is
    // refused with a 429 and a Retry-After; the third is answered.
    const faulty: PaymentGateway = {
      name: 'faulty',
      tokenize: (card) => sandbox.tokenize(card),
      refund: (request) => sandbox.refund(request),
      async charge(request) {
        const n = (calls.get(request.idempotencyKey) ?? 0) + 1;
        calls.set(request.idempotencyKey, n);
        if (n === 1) {
          await sandbox.charge(request);
          throw new GatewayTimeout();
        }
        if (n === 2) throw new GatewayBusy(5);
        return sandbox.charge(request);
      },
    };
    const run = await runNow(cycleServices(t, clock, faulty), {
      kind: 'lock',
      channelId: await channelIdOf(t),
      week: WEEK,
      startedBy: 'test',
    });
    expect(run).toMatchObject({ status: 'done', failed: 0 });
    const after = await tallyWeek(t);
    expect(after.duplicate_orders).toBe(0);
    expect(after.double_charges).toBe(0);
    expect(after.orders).toBe(after.weeks_with_orders);
    expect(after.paid).toBeGreaterThanOrEqual(40);
    expect([...calls.values()].every((n) => n === 3)).toBe(true);
  });

  it('leaves a charge the gateway never answered pending, and the retry run finishes it once', async () => {
    await addSubscribers(t, 10, 'silent');
    const sandbox = new SandboxGateway(new DatabaseLedger(t.database.db));
    let down = true;
    const flaky: PaymentGateway = {
      name: 'flaky',
      tokenize: (card) => sandbox.tokenize(card),
      refund: (request) => sandbox.refund(request),
      async charge(request) {
        if (down) {
          await sandbox.charge(request);
          throw new GatewayTimeout();
        }
        return sandbox.charge(request);
      },
    };
    const services = cycleServices(t, clock, flaky);
    const channelId = await channelIdOf(t);
    const lock = await runNow(services, { kind: 'lock', channelId, week: WEEK, startedBy: 'test' });
    expect(lock.failed).toBe(10);
    const stuck = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM subscription_weeks WHERE week = ${WEEK}::date AND state = 'ordered'`,
    );
    expect(stuck[0]?.n).toBe(10);
    down = false;
    const retry = await runNow(services, {
      kind: 'retry',
      channelId,
      week: WEEK,
      startedBy: 'test',
    });
    expect(retry).toMatchObject({ done: 10, failed: 0 });
    const after = await tallyWeek(t);
    expect(after.duplicate_orders).toBe(0);
    expect(after.double_charges).toBe(0);
    const states = await queryRows<{ state: string; n: number }>(
      t.database.db,
      sql`SELECT w.state, count(*)::int AS n FROM subscription_weeks w
            JOIN subscriptions s ON s.id = w.subscription_id JOIN users u ON u.id = s.user_id
           WHERE w.week = ${WEEK}::date AND u.email LIKE 'silent%' GROUP BY w.state`,
    );
    expect(states).toEqual([{ state: 'paid', n: 10 }]);
  });
});

describe.runIf(onPostgres)('the lock across processes and crashes (PostgreSQL)', () => {
  let t: TestApp;
  const clock = new ManualClock(CYCLE_SEEDED_AT);
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await addSubscribers(t, 1500, 'load');
    clock.set(await minutePastDeadline(t));
  }, 60_000);
  afterAll(() => t.close());

  const env = () => ({
    DATABASE_URL: t.database.url ?? '',
    STORE_CLOCK: `pin:${clock.now().toISOString()}`,
    SESSION_SECRET: t.env.SESSION_SECRET,
  });

  it('makes one order and at most one charge per week when a run is killed mid-way and resumed', async () => {
    const first = spawnStoreEntry(
      ['apps/server/src/cycle-cli.ts', 'lock', WEEK, '--channel', 'mealbox'],
      env(),
    );
    // Killed once a fifth of the weeks have their order.
    for (let i = 0; i < 600; i += 1) {
      const { orders: made } = await tallyWeek(t);
      if (made >= 300) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    first.kill('SIGKILL');
    await exited(first);
    const cut = await tallyWeek(t);
    expect(cut.orders).toBeGreaterThan(0);
    expect(cut.orders).toBeLessThan(1500);

    const resumed = spawnStoreEntry(
      ['apps/server/src/cycle-cli.ts', 'lock', WEEK, '--channel', 'mealbox', '--resume'],
      env(),
    );
    expect(await exited(resumed)).toBe(0);
    const after = await tallyWeek(t);
    expect(after.duplicate_orders).toBe(0);
    expect(after.double_charges).toBe(0);
    expect(after.orders).toBe(after.weeks_with_orders);
    expect(after.paid).toBeGreaterThanOrEqual(1500);
    const runs = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM cycle_runs WHERE kind = 'lock' AND week = ${WEEK}::date`,
    );
    expect(runs.map((r) => r.status)).toEqual(['done']);
  }, 180_000);

  it('makes one order and one charge per week when two processes lock the same weeks at once', async () => {
    await addSubscribers(t, 600, 'twin');
    // A second run of the lock (the first is done) covers the new subscribers; two processes
    // work every one of its batches at the same time.
    const services = cycleServices(t, clock, t.app.services.payments);
    const { run } = await startRun(services, {
      kind: 'lock',
      channelId: await channelIdOf(t),
      week: WEEK,
      startedBy: 'test',
    });
    const workers = [1, 2].map(() =>
      spawnStoreEntry(['apps/server/test/support/cycle-worker.ts'], {
        ...env(),
        RUN_ID: String(run.id),
      }),
    );
    expect(await Promise.all(workers.map(exited))).toEqual([0, 0]);
    const ended = await findRun(t.database.db, run.id);
    expect(ended?.status).toBe('done');
    const after = await tallyWeek(t);
    expect(after.duplicate_orders).toBe(0);
    expect(after.double_charges).toBe(0);
    expect(after.orders).toBe(after.weeks_with_orders);
    expect(
      (await t.database.db.select().from(orders).where(eq(orders.week, WEEK))).length,
    ).toBeGreaterThanOrEqual(2100);
  }, 180_000);
});
