import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  SUBSCRIBER_WEEK_FILTERS,
  type CycleStepResult,
  type SubscriberWeekList,
  type SubscriberWeekMenus,
  type SubscriberWeekRow,
  type WeekStatesReport,
} from '@mealbox/contracts';
import {
  mealPlans,
  orders,
  payments,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../src/db/schema.ts';
import { DECLINE_MESSAGE } from '../src/integrations/payments/sandbox-gateway.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { staffVisitor } from './support/staff.ts';
import {
  CYCLE_NEXT_WEEK,
  CYCLE_SEEDED_AT,
  CYCLE_WEEK,
  channelIdOf,
  cycleIdle,
  deadlineOf,
} from './support/weekly-cycle.ts';
import { createTestApp, type TestApp, type Visitor } from './support/test-app.ts';

// The weekly operations' lists (issue 14): a week's subscribers by state, the unattended queue,
// and the order status with its charges. Two parts: a week far before the demo store's (whose
// subscriptions begin on Dec 7, 2026), seeded by hand so that each figure can be counted on
// fingers; then the demo store's own weeks, locked, declined, retried and preselected.

const clock = new ManualClock(CYCLE_SEEDED_AT);
const W = '2026-06-08';
const BEFORE = '2026-06-01';
const AFTER = '2026-06-15';

let t: TestApp;
let viewer: Visitor;
let manager: Visitor;
let channelA: number;
let channelB: number;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  viewer = await staffVisitor(t, 'ops-viewer', ['view-admin']);
  manager = await staffVisitor(t, 'ops-manager', ['view-admin', 'manage-orders']);
  channelA = await channelIdOf(t, 'mealbox');
  channelB = await channelIdOf(t, 'fitfuel');
}, 60_000);
afterAll(() => t.close());

async function list(query: string, as: Visitor = viewer): Promise<SubscriberWeekList> {
  const res = await as.get(`/api/admin/subscription-weeks?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SubscriberWeekList>();
}

/** Every row of a filtered list, in its order (pages of 100). */
async function all(query: string): Promise<SubscriberWeekRow[]> {
  const rows: SubscriberWeekRow[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await list(`${query}&page_size=100&page=${page}`);
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) return rows;
  }
}

const firstNames = (rows: SubscriberWeekRow[]) => rows.map((r) => r.name.split(' ')[0]);

async function countsOf(week: string, channel?: number) {
  const res = await viewer.get(
    `/api/admin/subscription-weeks/states?from=${week}&to=${week}${channel ? `&channel=${channel}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const [counts] = res.json<WeekStatesReport>().weeks;
  if (!counts) throw new Error('no counts');
  return counts;
}

describe('a week seeded by hand', () => {
  type Who = {
    first: string;
    last: string;
    channel: 'a' | 'b';
    chef?: boolean;
    cancelled?: boolean;
    start?: string;
    row?: SubscriberWeekRow['state'];
  };
  /** Each subscriber of the week and what it should count as there (in the comment). */
  const PEOPLE: Who[] = [
    { first: 'Ada', last: 'Byron', channel: 'a' }, // untouched: pending, unattended
    { first: 'Bea', last: 'Curie', channel: 'a', row: 'picked' },
    { first: 'Cy', last: 'Dirac', channel: 'a', chef: true }, // untouched: pending, chef fills it
    { first: 'Di', last: 'Euler', channel: 'b', row: 'payment_failed' },
    { first: 'Ed', last: 'Fermat', channel: 'b', row: 'paid' },
    // Cancelled since: the week it kept stays, in its state.
    { first: 'Flo', last: 'Gauss', channel: 'b', cancelled: true, row: 'skipped' },
    // Cancelled, nothing kept: not listed.
    { first: 'Gus', last: 'Hopper', channel: 'a', cancelled: true },
    // Begins after the week: not listed.
    { first: 'Hal', last: 'Ito', channel: 'a', start: AFTER },
    // Touched, then back to nothing picked: pending, unattended.
    { first: 'Ivy', last: 'Joule', channel: 'b', row: 'pending' },
    { first: 'Jo', last: 'Kepler', channel: 'a', row: 'preselected' },
    // A row before its first week: listed and counted by its row alike.
    { first: 'Kai', last: 'Lamarr', channel: 'a', start: AFTER, row: 'picked' },
    { first: 'Lu', last: 'Mayer', channel: 'b' },
    { first: 'Mo', last: 'Noether', channel: 'b' },
    { first: 'Ned', last: 'Ohm', channel: 'b' },
  ];
  const ids = new Map<string, { user: number; subscription: number }>();
  let diOrder = 0;
  let pickingPlanName = '';

  beforeAll(async () => {
    const db = t.database.db;
    const plans = await db.select().from(mealPlans);
    const picking = plans.find((p) => p.sku === 'PLAN-8')!;
    const chef = plans.find((p) => p.sku === 'PLAN-CHEF-12')!;
    pickingPlanName = picking.name;
    for (const who of PEOPLE) {
      const [user] = await db
        .insert(users)
        .values({
          email: `${who.first.toLowerCase()}.${who.last.toLowerCase()}@ops.test`,
          passwordHash: 'not-a-login',
          firstName: who.first,
          lastName: who.last,
        })
        .returning({ id: users.id });
      const [sub] = await db
        .insert(subscriptions)
        .values({
          userId: user!.id,
          channelId: who.channel === 'a' ? channelA : channelB,
          mealPlanId: who.chef ? chef.id : picking.id,
          startWeek: who.start ?? BEFORE,
          status: who.cancelled ? 'cancelled' : 'active',
        })
        .returning({ id: subscriptions.id });
      ids.set(who.first, { user: user!.id, subscription: sub!.id });
    }
    const order = async (first: string, status: 'paid' | 'payment_failed') => {
      const who = ids.get(first)!;
      const [made] = await db
        .insert(orders)
        .values({
          customerOrderKey: `ops-${first}`,
          userId: who.user,
          channelId: channelB,
          subscriptionId: who.subscription,
          week: W,
          deliveryDate: W,
          kind: 'subscription',
          status,
          subtotalCents: 8000,
          mealCount: 0,
          totalCents: 8000,
          shipping: {},
        })
        .returning({ id: orders.id });
      return made!.id;
    };
    diOrder = await order('Di', 'payment_failed');
    const edOrder = await order('Ed', 'paid');
    await db.insert(payments).values([
      {
        orderId: diOrder,
        idempotencyKey: 'ops-di-1',
        amountCents: 8000,
        status: 'declined',
        failureMessage: 'Insufficient funds.',
      },
      {
        orderId: diOrder,
        idempotencyKey: 'ops-di-2',
        amountCents: 8000,
        status: 'declined',
        failureMessage: DECLINE_MESSAGE,
      },
      { orderId: edOrder, idempotencyKey: 'ops-ed-1', amountCents: 8000, status: 'succeeded' },
    ]);
    await db.insert(subscriptionWeeks).values(
      PEOPLE.filter((who) => who.row).map((who) => ({
        subscriptionId: ids.get(who.first)!.subscription,
        week: W,
        state: who.row!,
        ...(who.first === 'Di'
          ? {
              orderId: diOrder,
              chargeAttempts: 2,
              nextChargeAt: new Date('2026-06-05T15:00:00Z'),
            }
          : who.first === 'Ed'
            ? { orderId: edOrder, chargeAttempts: 1 }
            : {}),
      })),
    );
  });

  it('lists every state as the counts count it: each list’s total is its count, for every channel and each', async () => {
    for (const channel of [undefined, channelA, channelB]) {
      const counts = await countsOf(W, channel);
      const on = channel ? `&channel=${channel}` : '';
      expect((await list(`week=${W}${on}`)).total).toBe(counts.total);
      for (const state of SUBSCRIBER_WEEK_FILTERS) {
        const { total } = await list(`week=${W}&state=${state}${on}`);
        const counted = state === 'unattended' ? counts.unattended : counts.states[state];
        expect(total, `${state} on channel ${channel ?? 'all'}`).toBe(counted);
      }
    }
    // And the counts are the ones counted by hand.
    expect(await countsOf(W)).toMatchObject({
      total: 12,
      unattended: 5,
      states: { pending: 6, picked: 2, preselected: 1, skipped: 1, paid: 1, payment_failed: 1 },
    });
  });

  it('lists by hand who is in each state, and the unattended are the picking plans’ pending', async () => {
    const names = async (state: string, channel?: number) =>
      firstNames(await all(`week=${W}&state=${state}${channel ? `&channel=${channel}` : ''}`));
    expect(await names('pending')).toEqual(['Ada', 'Cy', 'Ivy', 'Lu', 'Mo', 'Ned']);
    expect(await names('unattended')).toEqual(['Ada', 'Ivy', 'Lu', 'Mo', 'Ned']);
    expect(await names('unattended', channelA)).toEqual(['Ada']);
    expect(await names('picked')).toEqual(['Bea', 'Kai']);
    expect(await names('skipped')).toEqual(['Flo']);
    expect(await names('payment_failed', channelB)).toEqual(['Di']);
    expect(await names('payment_failed', channelA)).toEqual([]);
    expect(await names('cancelled')).toEqual([]);
    // Not begun, or cancelled with nothing kept: in no list.
    expect(firstNames(await all(`week=${W}`))).not.toContain('Gus');
    expect(firstNames(await all(`week=${W}`))).not.toContain('Hal');
    // The week before: the active subscriptions begun then, all untouched.
    expect((await list(`week=${BEFORE}&state=pending`)).total).toBe(10);
  });

  it('shows a declined week’s order, attempts, next try and the last decline; an untouched week has none', async () => {
    const [di] = (await list(`week=${W}&state=payment_failed`)).rows;
    expect(di).toEqual({
      subscription_id: ids.get('Di')!.subscription,
      user_id: ids.get('Di')!.user,
      name: 'Di Euler',
      email: 'di.euler@ops.test',
      channel_id: channelB,
      plan_sku: 'PLAN-8',
      plan_name: pickingPlanName,
      meals_per_week: 8,
      picking_required: true,
      state: 'payment_failed',
      order_id: diOrder,
      charge_attempts: 2,
      next_charge_at: '2026-06-05T15:00:00.000Z',
      last_decline: DECLINE_MESSAGE,
    });
    const ed = (await list(`week=${W}&state=paid`)).rows[0];
    expect(ed).toMatchObject({ name: 'Ed Fermat', charge_attempts: 1, last_decline: null });
    const cy = (await list(`week=${W}&q=dirac`)).rows[0];
    expect(cy).toMatchObject({
      name: 'Cy Dirac',
      state: 'pending',
      plan_sku: 'PLAN-CHEF-12',
      picking_required: false,
      order_id: null,
      charge_attempts: 0,
      next_charge_at: null,
      last_decline: null,
    });
  });

  it('sorts by name, by state in the order a week goes through them, and by subscription; pages never repeat a row', async () => {
    const everyone = ['Ada', 'Bea', 'Cy', 'Di', 'Ed', 'Flo', 'Ivy', 'Jo', 'Kai', 'Lu', 'Mo', 'Ned'];
    expect(firstNames(await all(`week=${W}`))).toEqual(everyone);
    expect(firstNames(await all(`week=${W}&sort=name&order=desc`))).toEqual(
      [...everyone].reverse(),
    );
    expect(firstNames(await all(`week=${W}&sort=state`))).toEqual([
      // pending, picked, preselected, skipped, paid, payment_failed; by subscription within each
      ...['Ada', 'Cy', 'Ivy', 'Lu', 'Mo', 'Ned'],
      ...['Bea', 'Kai'],
      'Jo',
      'Flo',
      'Ed',
      'Di',
    ]);
    const bySubscription = await all(`week=${W}&sort=subscription&order=desc`);
    const subscriptionIds = bySubscription.map((r) => r.subscription_id);
    expect(subscriptionIds).toEqual([...subscriptionIds].sort((a, b) => b - a));

    const first = await list(`week=${W}&page_size=10&sort=state`);
    const second = await list(`week=${W}&page_size=10&sort=state&page=1`);
    expect([first.total, first.rows.length, second.rows.length]).toEqual([12, 10, 2]);
    expect(firstNames([...first.rows, ...second.rows])).toEqual(
      firstNames(await all(`week=${W}&sort=state`)),
    );
  });

  it('searches by any part of a name or an email, within the state asked for', async () => {
    expect(firstNames((await list(`week=${W}&q=euler`)).rows)).toEqual(['Di']);
    expect(firstNames((await list(`week=${W}&q=Ned%20Ohm`)).rows)).toEqual(['Ned']);
    expect(firstNames((await list(`week=${W}&q=%40ops.test&state=picked`)).rows)).toEqual([
      'Bea',
      'Kai',
    ]);
    // Gus matches, but is not in the week's list.
    expect((await list(`week=${W}&q=hopper%40ops`)).total).toBe(0);
  });

  // They leave the store before the demo store's weeks, which the tests below count.
  afterAll(async () => {
    await t.database.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          subscriptions.id,
          [...ids.values()].map((id) => id.subscription),
        ),
      );
  });

  it('refuses a state it does not know and a week that is not one', async () => {
    expect(
      (await viewer.get(`/api/admin/subscription-weeks?week=${W}&state=lost`)).statusCode,
    ).toBe(422);
    expect((await viewer.get('/api/admin/subscription-weeks?week=June')).statusCode).toBe(422);
  });
});

describe('the demo store’s weeks', () => {
  it('lists the current ordering week when none is named, and each published menu with its channel’s slug', async () => {
    const named = await list(`week=${CYCLE_WEEK}`);
    expect(await list('')).toEqual(named);
    expect(named.rows.map((r) => r.email)).toEqual(
      expect.arrayContaining(['picky@mealbox.test', 'chef@mealbox.test', 'lean@mealbox.test']),
    );
    const res = await viewer.get(`/api/admin/subscription-weeks/menus?week=${CYCLE_WEEK}`);
    expect(res.statusCode, res.body).toBe(200);
    const { menus } = res.json<SubscriberWeekMenus>();
    expect(menus.map((m) => [m.channel_id, m.channel_slug])).toEqual([
      [channelA, 'mealbox'],
      [channelB, 'fitfuel'],
    ]);
    expect(menus[0]).toMatchObject({
      delivery_date: CYCLE_WEEK,
      picking_deadline: (await deadlineOf(t, CYCLE_WEEK)).toISOString(),
    });
    const none = await viewer.get(`/api/admin/subscription-weeks/menus?week=${W}`);
    expect(none.json<SubscriberWeekMenus>()).toEqual({ menus: [] });
  });

  it('empties the next week’s unattended queue by a preselection run, as its counts say', async () => {
    const queue = await all(`week=${CYCLE_NEXT_WEEK}&state=unattended&channel=${channelA}`);
    expect(queue.map((r) => r.email).sort()).toEqual([
      'holiday@mealbox.test',
      'lapsed@mealbox.test',
      'picky@mealbox.test',
    ]);
    expect((await countsOf(CYCLE_NEXT_WEEK, channelA)).unattended).toBe(3);

    const started = await manager.post('/api/admin/cycle/runs', {
      kind: 'preselect',
      week: CYCLE_NEXT_WEEK,
      channel: 'mealbox',
    });
    expect(started.statusCode, started.body).toBe(202);
    await cycleIdle(t);

    expect((await list(`week=${CYCLE_NEXT_WEEK}&state=unattended&channel=${channelA}`)).total).toBe(
      0,
    );
    const preselected = await all(`week=${CYCLE_NEXT_WEEK}&state=preselected&channel=${channelA}`);
    expect(preselected.map((r) => r.email).sort()).toEqual(queue.map((r) => r.email).sort());
    const counts = await countsOf(CYCLE_NEXT_WEEK, channelA);
    expect([counts.unattended, counts.states.preselected]).toEqual([0, 3]);
  });

  it('shows a week declined at the lock with the gateway’s words; staff retry it at once, before its next try is due, on the card now on file', async () => {
    const deadline = await deadlineOf(t, CYCLE_WEEK);
    clock.set(new Date(deadline.getTime() + 60_000));
    const lock = await manager.post('/api/admin/cycle/runs', { kind: 'lock', week: CYCLE_WEEK });
    expect(lock.statusCode, lock.body).toBe(202);
    await cycleIdle(t);

    const failed = await all(`week=${CYCLE_WEEK}&state=payment_failed`);
    expect(failed.map((r) => r.email)).toEqual(['lapsed@mealbox.test']);
    const [lapsed] = failed;
    expect(lapsed).toMatchObject({ charge_attempts: 1, last_decline: DECLINE_MESSAGE });
    expect(lapsed!.order_id).toEqual(expect.any(Number));
    expect(Date.parse(lapsed!.next_charge_at!)).toBeGreaterThan(clock.now().getTime());
    const counts = await countsOf(CYCLE_WEEK);
    expect((await list(`week=${CYCLE_WEEK}&state=paid`)).total).toBe(counts.states.paid);
    expect(counts.states.payment_failed).toBe(1);

    const retry = () =>
      manager.post('/api/admin/cycle/runs', {
        kind: 'retry',
        week: CYCLE_WEEK,
        channel: 'mealbox',
        subscription_id: lapsed!.subscription_id,
      });
    // Long before its next try is due, a staff retry charges the card at once: declined again.
    const early = await retry();
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json<{ step: CycleStepResult }>().step).toMatchObject({
      outcome: 'done',
      state: 'payment_failed',
    });
    expect((await list(`week=${CYCLE_WEEK}&q=lapsed%40mealbox`)).rows[0]).toMatchObject({
      charge_attempts: 2,
    });

    // The customer's card was replaced without the account page (which retries at once).
    await t.database.db
      .update(users)
      .set({ cardToken: 'tok_sandbox_replaced_card' })
      .where(eq(users.email, 'lapsed@mealbox.test'));
    const again = await retry();
    expect(again.json<{ step: CycleStepResult }>().step).toMatchObject({
      outcome: 'done',
      state: 'paid',
    });
    const paid = (await list(`week=${CYCLE_WEEK}&q=lapsed%40mealbox`)).rows[0];
    expect(paid).toMatchObject({
      state: 'paid',
      order_id: lapsed!.order_id,
      charge_attempts: 3,
      next_charge_at: null,
      // The order's last declined charge, kept after it was paid.
      last_decline: DECLINE_MESSAGE,
    });
    expect((await list(`week=${CYCLE_WEEK}&state=payment_failed`)).total).toBe(0);
  });
});
