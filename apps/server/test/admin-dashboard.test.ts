import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DASHBOARD_WEEKS,
  type Dashboard,
  type DashboardWeek,
  type MenuWeek,
  type SalesByWeek,
  type SubscriptionsReport,
  type WeekStatesReport,
} from '@mealbox/contracts';
import {
  channels,
  mealPlans,
  menuItems,
  orderLines,
  orders,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../src/db/schema.ts';
import { addWeeks } from '../src/lib/weeks.ts';
import { staffVisitor } from './support/staff.ts';
import { createTestApp, type TestApp, type Visitor } from './support/test-app.ts';
import { FITFUEL } from './support/subscribers.ts';

let t: TestApp;
let owner: Visitor;
let channelIds: { a: number; b: number };

// A week far from the demo data's orders; the week before it; their subscriptions begin earlier.
const WEEK = '2031-05-05';
const PREVIOUS = '2031-04-28';
const BEGUN = '2031-04-21';

const dashboard = async (query: string) => {
  const res = await owner.get(`/api/admin/dashboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
};

const figures = ({ week: _week, ...rest }: DashboardWeek) => rest;
const minus = (after: DashboardWeek, before: DashboardWeek) => {
  const b = figures(before);
  return Object.fromEntries(
    Object.entries(figures(after)).map(([k, v]) => [k, v - b[k as keyof typeof b]]),
  );
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffVisitor(t, 'owner', ['view-admin', 'view-reports']);
  const [a, b] = await t.database.db.select().from(channels).orderBy(channels.id).limit(2);
  if (!a || !b) throw new Error('the demo store is missing');
  channelIds = { a: a.id, b: b.id };
}, 60_000);
afterAll(() => t.close());

describe('the owners’ dashboard', () => {
  it('opens on the current ordering week of the store asked about, with the eleven weeks before it', async () => {
    const menus = async (headers: Record<string, string> = {}) =>
      (await owner.get('/api/menus', headers)).json<{ weeks: MenuWeek[] }>().weeks;
    const [current] = await menus();
    const answer = await dashboard('');
    expect(answer.week).toBe(current!.week);
    expect(answer.weeks).toHaveLength(DASHBOARD_WEEKS);
    expect(answer.weeks.map((w) => w.week)).toEqual(
      Array.from({ length: DASHBOARD_WEEKS }, (_, i) =>
        addWeeks(current!.week, i - DASHBOARD_WEEKS + 1),
      ),
    );
    expect(answer.current).toEqual(answer.weeks[DASHBOARD_WEEKS - 1]);
    expect(answer.previous).toEqual(answer.weeks[DASHBOARD_WEEKS - 2]);

    // A channel named: that channel's current ordering week, whatever host the page is on.
    const fitfuel = await t.database.db.select().from(channels).where(eq(channels.slug, 'fitfuel'));
    const [fitfuelWeek] = await menus(FITFUEL);
    expect((await dashboard(`channel=${fitfuel[0]!.id}`)).week).toBe(fitfuelWeek!.week);
  });

  it('refuses a week that is not one, with the field named', async () => {
    const res = await owner.get('/api/admin/dashboard?week=May');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['week']);
  });

  it('counts a seeded week and the one before it by hand, and each figure is its report’s', async () => {
    const all = await dashboard(`week=${WEEK}`);
    const ofA = await dashboard(`week=${WEEK}&channel=${channelIds.a}`);
    const db = t.database.db;
    const [customer] = await db.select().from(users).where(eq(users.email, 'casual@mealbox.test'));
    const meals = await db.select().from(menuItems).orderBy(menuItems.id).limit(2);
    const plans = await db.select().from(mealPlans);
    const picking = plans.find((p) => p.subscriptionPickingRequired);
    const chefs = plans.find((p) => !p.subscriptionPickingRequired);
    if (!customer || meals.length < 2 || !picking || !chefs) throw new Error('no demo data');

    let n = 0;
    const order = async (o: {
      week: string;
      channel: number;
      status: 'placed' | 'paid' | 'cancelled';
      subtotal: number;
      off?: number;
      refunded?: number;
      quantities: number[];
    }) => {
      const total = o.subtotal - (o.off ?? 0);
      const [made] = await db
        .insert(orders)
        .values({
          customerOrderKey: `dashboard-${++n}`,
          userId: customer.id,
          channelId: o.channel,
          week: o.week,
          deliveryDate: o.week,
          kind: 'subscription',
          status: o.status,
          subtotalCents: o.subtotal,
          mealCount: o.quantities.reduce((sum, q) => sum + q, 0),
          subscriptionDiscountCents: o.off ?? 0,
          cardChargeCents: total,
          totalCents: total,
          refundedCents: o.refunded ?? 0,
          shipping: {},
        })
        .returning({ id: orders.id });
      await db.insert(orderLines).values(
        o.quantities.map((quantity, i) => ({
          orderId: made!.id,
          menuItemId: meals[i]!.id,
          name: meals[i]!.name,
          unitPriceCents: 1000,
          quantity,
        })),
      );
    };
    const { a, b } = channelIds;
    await order({
      week: WEEK,
      channel: a,
      status: 'paid',
      subtotal: 6000,
      off: 600,
      quantities: [2, 3],
    });
    await order({
      week: WEEK,
      channel: a,
      status: 'paid',
      subtotal: 4000,
      refunded: 1000,
      quantities: [4],
    });
    await order({ week: WEEK, channel: a, status: 'placed', subtotal: 5000, quantities: [5] });
    await order({ week: WEEK, channel: a, status: 'cancelled', subtotal: 7000, quantities: [6] });
    await order({ week: WEEK, channel: b, status: 'paid', subtotal: 3000, quantities: [1] });
    await order({ week: PREVIOUS, channel: a, status: 'paid', subtotal: 2000, quantities: [2] });

    const subscribe = (mealPlanId: number, more = {}) => ({
      userId: customer.id,
      channelId: a,
      mealPlanId,
      startWeek: BEGUN,
      ...more,
    });
    const made = await db
      .insert(subscriptions)
      .values([
        subscribe(picking.id),
        subscribe(picking.id),
        subscribe(picking.id),
        subscribe(picking.id),
        // Cancelled on the Wednesday of WEEK (store time): active at the end of PREVIOUS only.
        subscribe(picking.id, {
          status: 'cancelled' as const,
          cancelledAt: new Date('2031-05-07T16:00:00Z'),
        }),
        // The chef fills this one's box: never unattended.
        subscribe(chefs.id),
      ])
      .returning({ id: subscriptions.id });
    const [s1, s2, s3] = made.map((m) => m.id) as [number, number, number];
    await db.insert(subscriptionWeeks).values([
      { subscriptionId: s1, week: WEEK, state: 'skipped' },
      { subscriptionId: s2, week: WEEK, state: 'payment_failed' },
      { subscriptionId: s3, week: WEEK, state: 'picked' },
      { subscriptionId: s1, week: PREVIOUS, state: 'paid' },
      { subscriptionId: s2, week: PREVIOUS, state: 'skipped' },
    ]);

    const allAfter = await dashboard(`week=${WEEK}`);
    expect(minus(allAfter.current, all.current)).toEqual({
      orders: 3, // two paid on channel a, one on b; placed and cancelled sold nothing
      meals: 2 + 3 + 4 + 1,
      revenue_cents: 5400 + (4000 - 1000) + 3000,
      active_subscriptions: 5, // s1–s4 and the chef's; s5 was cancelled during the week
      skips: 1, // s1
      unattended: 1, // s4, untouched (the chef's is pending but never unattended)
      failed_payments: 1, // s2
    });
    expect(minus(allAfter.previous, all.previous)).toEqual({
      orders: 1,
      meals: 2,
      revenue_cents: 2000,
      active_subscriptions: 6, // s5 too: it was cancelled after this week ended
      skips: 1, // s2
      unattended: 2, // s3 and s4 untouched; s1 paid
      failed_payments: 0,
    });
    const aAfter = await dashboard(`week=${WEEK}&channel=${a}`);
    expect(minus(aAfter.current, ofA.current)).toMatchObject({
      orders: 2,
      meals: 9,
      revenue_cents: 8400,
      active_subscriptions: 5,
    });
    // The weeks before the subscriptions began are untouched by these rows.
    const begun = allAfter.weeks.findIndex((w) => w.week === BEGUN);
    expect(begun).toBe(DASHBOARD_WEEKS - 3);
    expect(allAfter.weeks.slice(0, begun)).toEqual(all.weeks.slice(0, begun));
  });

  it('reads every figure of every week from the reports: the same numbers whichever page asks', async () => {
    for (const channel of ['', `&channel=${channelIds.a}`, `&channel=${channelIds.b}`]) {
      const answer = await dashboard(`week=${WEEK}${channel}`);
      const range = `from=${answer.weeks[0]!.week}&to=${WEEK}${channel}`;
      const [sales, subs, states] = await Promise.all([
        owner.get(`/api/admin/reports/sales?${range}`),
        owner.get(`/api/admin/reports/subscriptions?${range}`),
        owner.get(`/api/admin/subscription-weeks/states?${range}`),
      ]);
      const salesWeeks = sales.json<SalesByWeek>().weeks;
      const subWeeks = subs.json<SubscriptionsReport>().weeks;
      const stateWeeks = states.json<WeekStatesReport>().weeks;
      expect(answer.weeks).toEqual(
        salesWeeks.map((s, i) => ({
          week: s.week,
          orders: s.orders,
          meals: s.meals,
          revenue_cents: s.net_cents,
          active_subscriptions: subWeeks[i]!.active_at_end,
          skips: stateWeeks[i]!.states.skipped,
          unattended: stateWeeks[i]!.unattended,
          failed_payments: stateWeeks[i]!.states.payment_failed,
        })),
      );
    }
  });
});
