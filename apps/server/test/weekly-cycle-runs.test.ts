import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { adminMessages, type CycleRunView, type CycleStepResult } from '@mealbox/contracts';
import {
  orders,
  subscriptionWeeks,
  subscriptions,
  userPermissions,
  users,
} from '../src/db/schema.ts';
import { CYCLE_BATCH, startDueRuns } from '../src/jobs/cycle-jobs.ts';
import { startJobQueue } from '../src/jobs/job-queue.ts';
import { listSandboxCharges } from '../src/integrations/payments/sandbox-ledger.repository.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { card } from './support/checkout-fixtures.ts';
import {
  CYCLE_NEXT_WEEK,
  CYCLE_SEEDED_AT,
  CYCLE_WEEK,
  cycleIdle,
  deadlineOf,
} from './support/weekly-cycle.ts';
import { createTestApp, testEnv, Visitor, type TestApp } from './support/test-app.ts';

// As in weekly-cycle.test.ts: the week of Dec 7, its deadline Dec 3 at 04:59 UTC.
const clock = new ManualClock(CYCLE_SEEDED_AT);
const WEEK = CYCLE_WEEK;
const NEXT_WEEK = CYCLE_NEXT_WEEK;

let t: TestApp;
let deadline: Date;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  deadline = await deadlineOf(t, WEEK);
  // A staff member who may open the admin area but not run the cycle.
  const [viewer] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'casual@mealbox.test'));
  await t.database.db
    .insert(userPermissions)
    .values({ userId: viewer!.id, permission: 'view-admin' });
}, 60_000);
afterAll(() => t.close());

const signedIn = async (email: string, password?: string) =>
  (await new Visitor(t.app).open()).signIn(email, password);

const idle = () => cycleIdle(t);

async function weekState(email: string, week = WEEK) {
  const [row] = await t.database.db
    .select({ state: subscriptionWeeks.state, orderId: subscriptionWeeks.orderId })
    .from(subscriptionWeeks)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionWeeks.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(users.email, email), eq(subscriptionWeeks.week, week)));
  return row;
}

describe('starting the weekly cycle by hand (POST /api/admin/cycle/runs)', () => {
  it('refuses a guest, a customer and staff without manage-orders, and starts nothing', async () => {
    const body = { kind: 'preselect', week: WEEK };
    const guest = await new Visitor(t.app).open();
    expect((await guest.post('/api/admin/cycle/runs', body)).statusCode).toBe(401);
    const customer = await signedIn('picky@mealbox.test');
    expect((await customer.post('/api/admin/cycle/runs', body)).statusCode).toBe(403);
    expect((await customer.get(`/api/admin/cycle/runs?week=${WEEK}`)).statusCode).toBe(403);
    const viewer = await signedIn('casual@mealbox.test');
    const refused = await viewer.post('/api/admin/cycle/runs', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      adminMessages.notPermitted('manage-orders'),
    );
    const runs = await viewer.get(`/api/admin/cycle/runs?week=${WEEK}`);
    expect(runs.json<{ runs: CycleRunView[] }>().runs).toEqual([]);
  });

  it('will not lock a week before its deadline, naming it', async () => {
    const admin = await signedIn('admin@mealbox.test', 'admin-demo-pass');
    const res = await admin.post('/api/admin/cycle/runs', { kind: 'lock', week: WEEK });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(
      /^This week's deadline \(Wednesday, Dec 2 at 11:59 PM\) has not passed yet/,
    );
    expect(await t.database.db.select().from(orders).where(eq(orders.week, WEEK))).toEqual([]);
  });

  it("runs one subscription's step at once on a customer's behalf", async () => {
    const admin = await signedIn('admin@mealbox.test', 'admin-demo-pass');
    const [holiday] = await t.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.email, 'holiday@mealbox.test'));
    const res = await admin.post('/api/admin/cycle/runs', {
      kind: 'preselect',
      week: NEXT_WEEK,
      subscription_id: holiday!.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ step: CycleStepResult }>().step).toEqual({
      subscription_id: holiday!.id,
      kind: 'preselect',
      week: NEXT_WEEK,
      outcome: 'done',
      state: 'preselected',
    });
    expect((await weekState('picky@mealbox.test', NEXT_WEEK))?.state).toBeUndefined();
  });

  it('starts a whole run, refuses a second while it runs, and shows its progress', async () => {
    const admin = await signedIn('admin@mealbox.test', 'admin-demo-pass');
    const res = await admin.post('/api/admin/cycle/runs', { kind: 'remind', week: NEXT_WEEK });
    expect(res.statusCode).toBe(202);
    const { run } = res.json<{ run: CycleRunView }>();
    expect(run).toMatchObject({ kind: 'remind', week: NEXT_WEEK, status: 'running' });
    expect(run.started_by).toMatch(/^user:\d+$/);
    const twin = await admin.post('/api/admin/cycle/runs', { kind: 'remind', week: NEXT_WEEK });
    expect([202, 409]).toContain(twin.statusCode);
    await idle();
    const ended = (await admin.get(`/api/admin/cycle/runs/${run.id}`)).json<CycleRunView>();
    expect(ended).toMatchObject({ status: 'done', failed: 0 });
    expect(ended.done + ended.skipped).toBe(ended.total);
    expect(ended.done).toBeGreaterThan(0);
  });
});

describe('the schedule and a new card', () => {
  it('starts the lock when the deadline passes, once, and a new card pays a declined week at once', async () => {
    await t.database.db
      .update(users)
      .set({ cardToken: 'tok_sandbox_decline_lapsed' })
      .where(eq(users.email, 'lapsed@mealbox.test'));
    clock.set(new Date(deadline.getTime() - 60_000));
    expect(await startDueRuns(t.app.services.cycle)).not.toContain('lock');
    clock.set(new Date(deadline.getTime() + 60_000));
    expect(await startDueRuns(t.app.services.cycle)).toContain('lock');
    await idle();
    expect(await startDueRuns(t.app.services.cycle)).not.toContain('lock');
    const declined = await weekState('lapsed@mealbox.test');
    expect(declined?.state).toBe('payment_failed');

    const lapsed = await signedIn('lapsed@mealbox.test');
    const res = await lapsed.post('/api/user/updatePaymentMethod', card());
    expect(res.statusCode).toBe(200);
    const paid = await weekState('lapsed@mealbox.test');
    expect(paid?.state).toBe('paid');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, paid!.orderId!));
    expect(order?.status).toBe('paid');
    const charges = (await listSandboxCharges(t.database.db)).filter((c) =>
      c.idempotency_key.startsWith(order!.idempotencyKey!),
    );
    expect(charges.map((c) => c.status)).toEqual(['declined', 'succeeded']);
  });
});

describe('the job queue', () => {
  let boss: PgBoss;
  afterAll(async () => {
    await boss?.stop({ graceful: false });
  });

  it("works a run's batches as jobs and ends the run", async () => {
    boss = await startJobQueue(t.database, t.env, t.app.log, clock, t.app.services.cycle);
    const admin = await signedIn('admin@mealbox.test', 'admin-demo-pass');
    const res = await admin.post('/api/admin/cycle/runs', { kind: 'card-expiry', week: NEXT_WEEK });
    expect(res.statusCode).toBe(202);
    const { run } = res.json<{ run: CycleRunView }>();
    let now = run;
    for (let i = 0; i < 120 && now.status === 'running'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      now = (await admin.get(`/api/admin/cycle/runs/${run.id}`)).json<CycleRunView>();
    }
    expect(now).toMatchObject({ status: 'done', failed: 0 });
    expect(now.batches_done).toBe(now.batches);
  }, 60_000);

  it('gives batch jobs the configured expiry, also on the queue an earlier start made', async () => {
    expect(await boss.getQueue(CYCLE_BATCH)).toMatchObject({ expireInSeconds: 600 });
    await boss.stop({ graceful: false });
    const env = testEnv({ CYCLE_BATCH_EXPIRE_SECONDS: '30', CYCLE_STALLED_AFTER_SECONDS: '60' });
    boss = await startJobQueue(t.database, env, t.app.log, clock, t.app.services.cycle);
    expect(await boss.getQueue(CYCLE_BATCH)).toMatchObject({ expireInSeconds: 30, retryLimit: 5 });
    // A run is stalled only once its batch jobs may have expired.
    expect(() =>
      testEnv({ CYCLE_BATCH_EXPIRE_SECONDS: '60', CYCLE_STALLED_AFTER_SECONDS: '60' }),
    ).toThrow(/CYCLE_STALLED_AFTER_SECONDS/);
  }, 60_000);
});
