import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type {
  MealPopularityReport,
  PromotionsReport,
  SalesByWeek,
  SubscriptionsReport,
  WeekStatesReport,
} from '@mealbox/contracts';
import {
  channels,
  discounts,
  giftCards,
  mealPlans,
  menuItems,
  orderLines,
  orders,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../src/db/schema.ts';
import { staffVisitor } from './support/staff.ts';
import { createTestApp, type TestApp, type Visitor } from './support/test-app.ts';

let t: TestApp;
let reporter: Visitor;

// Weeks far from the demo data's, so that only this file's orders are in them.
const W1 = '2030-03-04';
const W2 = '2030-03-11';
const W3 = '2030-03-18';

type OrderSpec = {
  key: string;
  week: string;
  channel: 'a' | 'b';
  status: 'placed' | 'paid' | 'payment_failed' | 'cancelled';
  subtotal: number;
  subscriptionDiscount?: number;
  discount?: number;
  gift?: number;
  refunded?: number;
  meals: number[];
};

/** Orders written as the store keeps them, with figures chosen so each sum is easy to check. */
const ORDERS: OrderSpec[] = [
  {
    key: 'r1',
    week: W1,
    channel: 'a',
    status: 'paid',
    subtotal: 8000,
    subscriptionDiscount: 800,
    meals: [2, 1, 3],
  },
  {
    key: 'r2',
    week: W1,
    channel: 'a',
    status: 'paid',
    subtotal: 5000,
    discount: 500,
    gift: 1000,
    refunded: 1200,
    meals: [1, 1],
  },
  { key: 'r3', week: W1, channel: 'b', status: 'paid', subtotal: 4000, meals: [4] },
  { key: 'r4', week: W1, channel: 'a', status: 'placed', subtotal: 9900, meals: [5] },
  { key: 'r5', week: W1, channel: 'a', status: 'payment_failed', subtotal: 7000, meals: [6] },
  {
    key: 'r6',
    week: W1,
    channel: 'b',
    status: 'cancelled',
    subtotal: 6000,
    refunded: 6000,
    meals: [2],
  },
  { key: 'r7', week: W3, channel: 'a', status: 'paid', subtotal: 3000, gift: 3000, meals: [1, 2] },
];

beforeAll(async () => {
  t = await createTestApp();
  reporter = await staffVisitor(t, 'reports', ['view-admin', 'view-reports']);
  const db = t.database.db;
  const [a, b] = await db.select().from(channels).orderBy(channels.id).limit(2);
  const [customer] = await db.select().from(users).where(eq(users.email, 'picky@mealbox.test'));
  const meals = await db.select().from(menuItems).orderBy(menuItems.id).limit(3);
  if (!a || !b || !customer || meals.length < 3) throw new Error('the demo store is missing');
  for (const o of ORDERS) {
    const total = o.subtotal - (o.subscriptionDiscount ?? 0) - (o.discount ?? 0);
    const [made] = await db
      .insert(orders)
      .values({
        customerOrderKey: `report-${o.key}`,
        userId: customer.id,
        channelId: o.channel === 'a' ? a.id : b.id,
        week: o.week,
        deliveryDate: o.week,
        kind: 'one_time',
        status: o.status,
        subtotalCents: o.subtotal,
        mealCount: o.meals.reduce((sum, q) => sum + q, 0),
        subscriptionDiscountCents: o.subscriptionDiscount ?? 0,
        discountCents: o.discount ?? 0,
        giftCardCents: o.gift ?? 0,
        cardChargeCents: total - (o.gift ?? 0),
        totalCents: total,
        refundedCents: o.refunded ?? 0,
        shipping: {},
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values(
      o.meals.map((quantity, i) => ({
        orderId: made!.id,
        menuItemId: meals[i]!.id,
        name: meals[i]!.name,
        unitPriceCents: 1000,
        quantity,
      })),
    );
  }
  channelIds = { a: a.id, b: b.id };
  mealIds = meals.map((m) => m.id);
}, 60_000);
afterAll(() => t.close());

let channelIds: { a: number; b: number };
let mealIds: number[];

const sales = async (query: string) => {
  const res = await reporter.get(`/api/admin/reports/sales?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SalesByWeek>().weeks;
};

describe('sales by week', () => {
  it('sums each week’s paid orders by hand: unpaid, declined and cancelled ones sold nothing; a week without sales is zeros', async () => {
    expect(await sales(`from=${W1}&to=${W3}`)).toEqual([
      {
        week: W1,
        orders: 3, // r1, r2, r3
        meals: 6 + 2 + 4,
        gross_cents: 8000 + 5000 + 4000,
        discount_cents: 800 + 500,
        gift_card_cents: 1000,
        refunded_cents: 1200,
        net_cents: 7200 + (4500 - 1200) + 4000,
      },
      {
        week: W2,
        orders: 0,
        meals: 0,
        gross_cents: 0,
        discount_cents: 0,
        gift_card_cents: 0,
        refunded_cents: 0,
        net_cents: 0,
      },
      {
        week: W3,
        orders: 1,
        meals: 3,
        gross_cents: 3000,
        discount_cents: 0,
        gift_card_cents: 3000,
        refunded_cents: 0,
        net_cents: 3000,
      },
    ]);
  });

  it('narrows to one channel', async () => {
    const [first] = await sales(`from=${W1}&to=${W1}&channel=${channelIds.b}`);
    expect(first).toMatchObject({
      week: W1,
      orders: 1,
      meals: 4,
      gross_cents: 4000,
      net_cents: 4000,
    });
    const [again] = await sales(`from=${W1}&to=${W1}&channel=${channelIds.a}`);
    expect(again).toMatchObject({ orders: 2, meals: 8, gross_cents: 13000, net_cents: 10500 });
  });

  it('refuses a range that ends before it starts or spans more than five years, or a week that is not one, with the field named', async () => {
    const backwards = await reporter.get(`/api/admin/reports/sales?from=${W3}&to=${W1}`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json<{ errors: Record<string, string[]> }>().errors['to']).toEqual([
      'The first week comes on or before the last.',
    ]);
    const tooLong = await reporter.get('/api/admin/reports/sales?from=2020-01-06&to=2030-03-04');
    expect(tooLong.json<{ errors: Record<string, string[]> }>().errors['to']).toEqual([
      'A report covers at most 261 weeks (five years).',
    ]);
    const notAWeek = await reporter.get('/api/admin/reports/sales?from=March&to=2030-03-04');
    expect(notAWeek.statusCode).toBe(422);
    expect(Object.keys(notAWeek.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'from',
    ]);
  });
});

describe('meal popularity', () => {
  it('counts each meal of the sold boxes by hand, the most sold first, and adds up to the sales report’s meals', async () => {
    const res = await reporter.get(`/api/admin/reports/meals?from=${W1}&to=${W3}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<MealPopularityReport>();
    // r1 [2, 1, 3], r2 [1, 1], r3 [4], r7 [1, 2]: the first meal 2+1+4+1 in 4 boxes, the second
    // 1+1+2 in 3, the third 3 in 1.
    expect(report.meals.map((m) => [m.menu_item_id, m.meals, m.orders])).toEqual([
      [mealIds[0], 8, 4],
      [mealIds[1], 4, 3],
      [mealIds[2], 3, 1],
    ]);
    expect(report.total_meals).toBe(15);
    const weeks = await sales(`from=${W1}&to=${W3}`);
    expect(weeks.reduce((sum, w) => sum + w.meals, 0)).toBe(report.total_meals);

    const channelB = await reporter.get(
      `/api/admin/reports/meals?from=${W1}&to=${W3}&channel=${channelIds.b}`,
    );
    expect(channelB.json<MealPopularityReport>()).toMatchObject({
      meals: [{ menu_item_id: mealIds[0], meals: 4, orders: 1 }],
      total_meals: 4,
    });
  });

  it('follows a sold order that is given back, and one sold again, in a week already counted', async () => {
    const popularity = async () =>
      (await reporter.get(`/api/admin/reports/meals?from=${W1}&to=${W3}`))
        .json<MealPopularityReport>()
        .meals.map((m) => [m.menu_item_id, m.meals, m.orders]);
    const before = await popularity();
    const setStatus = (status: 'paid' | 'cancelled') =>
      t.database.db.update(orders).set({ status }).where(eq(orders.customerOrderKey, 'report-r3'));
    await setStatus('cancelled');
    try {
      // r3 [4] no longer sold: the first meal 8 - 4 in 3 boxes.
      expect(await popularity()).toEqual([
        [mealIds[0], 4, 3],
        [mealIds[1], 4, 3],
        [mealIds[2], 3, 1],
      ]);
    } finally {
      await setStatus('paid');
    }
    expect(await popularity()).toEqual(before);
  });
});

describe('subscription growth and churn', () => {
  const report = async () => {
    const res = await reporter.get(
      `/api/admin/reports/subscriptions?from=${W1}&to=${W3}&channel=${channelIds.a}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SubscriptionsReport>();
  };

  it('counts by hand the subscriptions started, cancelled (by the store’s calendar) and active each week, and the reasons given', async () => {
    const before = await report();
    const db = t.database.db;
    const [plan] = await db.select().from(mealPlans).limit(1);
    const [customer] = await db.select().from(users).where(eq(users.email, 'picky@mealbox.test'));
    const sub = (startWeek: string, cancelledAt: string | null, cancelReason: string | null) => ({
      userId: customer!.id,
      channelId: channelIds.a,
      mealPlanId: plan!.id,
      status: cancelledAt ? ('cancelled' as const) : ('active' as const),
      startWeek,
      cancelledAt: cancelledAt ? new Date(cancelledAt) : null,
      cancelReason,
    });
    await db.insert(subscriptions).values([
      sub(W1, null, null), // s1: active throughout
      sub(W1, '2030-03-13T16:00:00Z', 'Too expensive'), // s2: cancelled in W2
      sub(W2, '2030-03-20T16:00:00Z', '  '), // s3: cancelled in W3, no reason
      sub('2030-02-25', '2030-03-05T16:00:00Z', 'Too expensive'), // s4: cancelled in W1
      sub(W3, '2030-03-12T16:00:00Z', 'Changed my mind'), // s5: cancelled in W2, never started
      // s6: Sunday 23:30 in New York, already Monday in UTC: cancelled in W1 by the store's calendar.
      sub(W1, '2030-03-11T03:30:00Z', null),
    ]);
    const after = await report();
    const delta = after.weeks.map((w, i) => {
      const b = before.weeks[i]!;
      return [
        w.week,
        w.started - b.started,
        w.cancelled - b.cancelled,
        w.active_at_start - b.active_at_start,
        w.active_at_end - b.active_at_end,
      ];
    });
    expect(delta).toEqual([
      [W1, 3, 2, 1, 2], // started s1 s2 s6; cancelled s4 s6; at start s4; at end s1 s2
      [W2, 1, 2, 2, 2], // started s3; cancelled s2 s5; at start s1 s2; at end s1 s3
      [W3, 0, 1, 2, 1], // s5 never started; cancelled s3; at start s1 s3; at end s1
    ]);
    for (const w of after.weeks) {
      expect(w.churn_rate).toBe(w.active_at_start === 0 ? null : w.cancelled / w.active_at_start);
    }
    expect(after.reasons).toEqual([
      { reason: 'Too expensive', count: 2 },
      { reason: null, count: 2 },
      { reason: 'Changed my mind', count: 1 },
    ]);
  });
});

describe('discount and gift card use', () => {
  it('counts by hand the codes on sold orders and the gift cards made, redeemed and spent each week', async () => {
    const db = t.database.db;
    const [a, b] = await db
      .insert(discounts)
      .values([
        { code: 'REPORTA', kind: 'fixed', amount: 500 },
        { code: 'REPORTB', kind: 'percent', amount: 10 },
      ])
      .returning({ id: discounts.id });
    const keyed = (keys: string[]) =>
      inArray(
        orders.customerOrderKey,
        keys.map((k) => `report-${k}`),
      );
    await db
      .update(orders)
      .set({ discountId: a!.id })
      .where(keyed(['r2', 'r3']));
    // r6 was cancelled: its code was used on nothing sold.
    await db
      .update(orders)
      .set({ discountId: b!.id })
      .where(keyed(['r6', 'r7']));
    // Made on Tuesday of W1 and on Sunday night of W2 in New York (Monday of W3 in UTC); one of
    // them redeemed in W3.
    await db.insert(giftCards).values([
      { code: 'REPORTGIFT000001', amountCents: 2500, createdAt: new Date('2030-03-05T15:00:00Z') },
      {
        code: 'REPORTGIFT000002',
        amountCents: 4000,
        createdAt: new Date('2030-03-18T03:30:00Z'),
        redeemedAt: new Date('2030-03-19T15:00:00Z'),
      },
    ]);

    const res = await reporter.get(`/api/admin/reports/promotions?from=${W1}&to=${W3}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<PromotionsReport>();
    expect(report.discounts).toEqual([
      {
        discount_id: a!.id,
        code: 'REPORTA',
        orders: 2,
        discount_cents: 500,
        total_cents: 4500 + 4000,
      },
      { discount_id: b!.id, code: 'REPORTB', orders: 1, discount_cents: 0, total_cents: 3000 },
    ]);
    expect(report.gift_cards).toEqual([
      { week: W1, made: 1, made_cents: 2500, redeemed: 0, redeemed_cents: 0, spent_cents: 1000 },
      { week: W2, made: 1, made_cents: 4000, redeemed: 0, redeemed_cents: 0, spent_cents: 0 },
      { week: W3, made: 0, made_cents: 0, redeemed: 1, redeemed_cents: 4000, spent_cents: 3000 },
    ]);
  });
});

describe('subscription weeks by state', () => {
  it('counts by hand each week’s subscription weeks by state, untouched weeks of active subscriptions as pending, and the unattended of picking plans, for one channel or all', async () => {
    const db = t.database.db;
    const plans = await db.select().from(mealPlans);
    const picking = plans.find((p) => p.subscriptionPickingRequired);
    const chefs = plans.find((p) => !p.subscriptionPickingRequired);
    expect(picking && chefs).toBeTruthy();
    const [customer] = await db.select().from(users).where(eq(users.email, 'casual@mealbox.test'));
    const subscribe = (channelId: number, mealPlanId: number, more = {}) => ({
      userId: customer!.id,
      channelId,
      mealPlanId,
      startWeek: W1,
      ...more,
    });
    const states = async (query: string) => {
      const res = await reporter.get(`/api/admin/subscription-weeks/states?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<WeekStatesReport>().weeks;
    };
    const [before] = await states(`from=${W2}&to=${W2}`);
    const made = await db
      .insert(subscriptions)
      .values([
        subscribe(channelIds.b, picking!.id),
        subscribe(channelIds.b, picking!.id),
        subscribe(channelIds.b, picking!.id),
        subscribe(channelIds.a, picking!.id),
        // A chef's-choice subscriber is never unattended: the chef fills the box.
        subscribe(channelIds.b, chefs!.id, { startWeek: W2 }),
        // A cancelled subscription has no week it did not keep.
        subscribe(channelIds.b, picking!.id, { status: 'cancelled' as const }),
      ])
      .returning({ id: subscriptions.id });
    const [b1, b2, b3, a1, b4] = made.map((m) => m.id) as [number, number, number, number, number];
    await db.insert(subscriptionWeeks).values([
      { subscriptionId: b1, week: W1, state: 'paid' },
      { subscriptionId: b2, week: W1, state: 'skipped' },
      { subscriptionId: b3, week: W1, state: 'payment_failed' },
      { subscriptionId: a1, week: W1, state: 'paid' },
      { subscriptionId: b1, week: W3, state: 'pending' },
      { subscriptionId: b2, week: W3, state: 'skipped' },
      { subscriptionId: b3, week: W3, state: 'picked' },
      { subscriptionId: b4, week: W3, state: 'preselected' },
    ]);
    const zero = {
      pending: 0,
      picked: 0,
      preselected: 0,
      skipped: 0,
      ordered: 0,
      paid: 0,
      payment_failed: 0,
      cancelled: 0,
    };
    expect(await states(`from=${W1}&to=${W3}&channel=${channelIds.b}`)).toEqual([
      // b4 begins in W2.
      {
        week: W1,
        states: { ...zero, paid: 1, skipped: 1, payment_failed: 1 },
        total: 3,
        unattended: 0,
      },
      // Nobody touched W2: b1–b3 are pending (and unattended), b4's chef fills its box.
      { week: W2, states: { ...zero, pending: 4 }, total: 4, unattended: 3 },
      {
        week: W3,
        states: { ...zero, pending: 1, skipped: 1, picked: 1, preselected: 1 },
        total: 4,
        unattended: 1,
      },
    ]);
    // Every channel: this test's five untouched W2 weeks on top of what other tests left there.
    const [all] = await states(`from=${W2}&to=${W2}`);
    expect(all!.states.pending - before!.states.pending).toBe(5);
    expect(all!.total - before!.total).toBe(5);
    expect(all!.unattended - before!.unattended).toBe(4);
  });
});
