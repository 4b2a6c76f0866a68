import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { KitchenMeal, KitchenReport } from '@mealbox/contracts';
import {
  channels,
  mealPlans,
  menuEntries,
  menuItems,
  menus,
  orderLines,
  orders,
  subscriptionWeekItems,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../src/db/schema.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { staffVisitor } from './support/staff.ts';
import { CYCLE_SEEDED_AT } from './support/weekly-cycle.ts';
import { createTestApp, type TestApp, type Visitor } from './support/test-app.ts';

// Two channels of this file's own (North, South) with menus years after the demo store's, so only
// the boxes made here are in them. The store's clock stands on Tuesday, May 28 2030: North's
// deadline for the week of Jun 3 has passed (final), South's is a day ahead (forecast).
const NOW = '2030-05-28T12:00:00Z';
const W = '2030-06-03';
const NEXT = '2030-06-10';
const LATER = '2030-06-17';
const NORTH_DEADLINE = '2030-05-28T03:59:00.000Z';
const SOUTH_DEADLINE = '2030-05-30T03:59:00.000Z';

const clock = new ManualClock(CYCLE_SEEDED_AT);
let t: TestApp;
let reporter: Visitor;
let north: number;
let south: number;
/** North's subscribers of the week whose deadline has passed, not locked yet. */
let s20: number;
let s21: number;
let orderOf: (
  channelId: number,
  kind: 'one_time' | 'subscription',
  status: 'placed' | 'paid' | 'payment_failed' | 'cancelled',
  box: Partial<Record<keyof typeof meal, number>>,
) => Promise<number>;
/** Meals by letter: A, B, C, D and E regular, L and M larger portions. */
const meal: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'L' | 'M', { id: number; name: string }> =
  {} as never;

beforeAll(async () => {
  t = await createTestApp({ clock });
  clock.set(NOW);
  reporter = await staffVisitor(t, 'kitchen', ['view-admin', 'view-reports']);
  const db = t.database.db;

  const [demo] = await db.select().from(channels).limit(1);
  const made = await db
    .insert(channels)
    .values(
      ['north', 'south'].map((slug) => ({
        slug: `kitchen-${slug}`,
        name: slug,
        branding: demo!.branding,
      })),
    )
    .returning({ id: channels.id });
  [north, south] = made.map((c) => c.id) as [number, number];

  const regular = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.largerPortion, false))
    .orderBy(menuItems.id)
    .limit(5);
  const larger = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.largerPortion, true))
    .orderBy(menuItems.id)
    .limit(2);
  if (regular.length < 5 || larger.length < 2) throw new Error('the demo store is missing meals');
  (['A', 'B', 'C', 'D', 'E'] as const).forEach((k, i) => (meal[k] = regular[i]!));
  (['L', 'M'] as const).forEach((k, i) => (meal[k] = larger[i]!));

  const menu = async (
    channelId: number,
    week: string,
    deadline: string,
    items: Array<keyof typeof meal>,
    status: 'published' | 'draft' = 'published',
  ) => {
    const [row] = await db
      .insert(menus)
      .values({ channelId, week, deliveryDate: week, pickingDeadline: new Date(deadline), status })
      .returning({ id: menus.id });
    await db
      .insert(menuEntries)
      .values(items.map((k, position) => ({ menuId: row!.id, menuItemId: meal[k].id, position })));
  };
  // North: A, B, D, M this week; next week open until Jun 4; the week after only a draft.
  await menu(north, W, NORTH_DEADLINE, ['A', 'B', 'D', 'M']);
  await menu(north, NEXT, '2030-06-04T03:59:00Z', ['A', 'B', 'D', 'M']);
  await menu(north, LATER, '2030-06-11T03:59:00Z', ['A', 'B'], 'draft');
  // South: A, B, C, L this week.
  await menu(south, W, SOUTH_DEADLINE, ['A', 'B', 'C', 'L']);

  const [six, four] = await db
    .insert(mealPlans)
    .values([
      {
        sku: 'KITCHEN-6',
        shortName: 'kitchen-6',
        name: 'Six',
        mealsPerWeek: 6,
        pricePerMealCents: 1000,
      },
      {
        sku: 'KITCHEN-4',
        shortName: 'kitchen-4',
        name: 'Four, chef’s choice',
        mealsPerWeek: 4,
        pricePerMealCents: 1000,
        subscriptionPickingRequired: false,
      },
    ])
    .returning({ id: mealPlans.id });

  let customers = 0;
  const customer = async () => {
    customers += 1;
    const [user] = await db
      .insert(users)
      .values({
        email: `kitchen-${customers}@example.com`,
        passwordHash: 'not a hash',
        firstName: 'Cook',
        lastName: `Number ${customers}`,
      })
      .returning({ id: users.id });
    return user!.id;
  };

  type Box = Partial<Record<keyof typeof meal, number>>;
  const lines = (box: Box) =>
    Object.entries(box).map(([k, quantity]) => ({
      menuItemId: meal[k as keyof typeof meal].id,
      quantity,
    }));

  /** A subscription, and its week `W` as given (no row when `state` is left out). */
  const subscribe = async (
    channelId: number,
    plan: 'six' | 'four',
    week?: { state: (typeof subscriptionWeeks.$inferInsert)['state']; box?: Box; orderId?: number },
    options: { startWeek?: string; status?: 'active' | 'cancelled' } = {},
  ) => {
    const [sub] = await db
      .insert(subscriptions)
      .values({
        userId: await customer(),
        channelId,
        mealPlanId: plan === 'six' ? six!.id : four!.id,
        status: options.status ?? 'active',
        startWeek: options.startWeek ?? '2030-05-06',
      })
      .returning({ id: subscriptions.id });
    if (week) {
      const [row] = await db
        .insert(subscriptionWeeks)
        .values({
          subscriptionId: sub!.id,
          week: W,
          state: week.state,
          orderId: week.orderId ?? null,
        })
        .returning({ id: subscriptionWeeks.id });
      const items = lines(week.box ?? {});
      if (items.length > 0) {
        await db
          .insert(subscriptionWeekItems)
          .values(items.map((i) => ({ ...i, subscriptionWeekId: row!.id })));
      }
    }
    return sub!.id;
  };

  const order = async (
    channelId: number,
    kind: 'one_time' | 'subscription',
    status: 'placed' | 'paid' | 'payment_failed' | 'cancelled',
    box: Box,
    week = W,
  ) => {
    const [o] = await db
      .insert(orders)
      .values({
        customerOrderKey: `kitchen-order-${channelId}-${Math.random()}`,
        userId: await customer(),
        channelId,
        week,
        deliveryDate: week,
        kind,
        status,
        subtotalCents: 1000,
        mealCount: lines(box).reduce((sum, l) => sum + l.quantity, 0),
        totalCents: 1000,
        shipping: {},
      })
      .returning({ id: orders.id });
    await db
      .insert(orderLines)
      .values(lines(box).map((l) => ({ ...l, orderId: o!.id, name: 'meal', unitPriceCents: 100 })));
    return o!.id;
  };

  orderOf = (channelId, kind, status, box) => order(channelId, kind, status, box);

  // South, before its deadline.
  await order(south, 'one_time', 'paid', { A: 1, L: 2 }); // o1: counted
  const o2 = await order(south, 'subscription', 'paid', { B: 3, C: 3 }); // o2: a first week, counted
  await order(south, 'one_time', 'placed', { C: 1 }); // o3: being paid, counted
  await order(south, 'one_time', 'payment_failed', { A: 5 }); // o4: declined at checkout
  await order(south, 'one_time', 'cancelled', { B: 4 }); // o5: cancelled
  await order(south, 'one_time', 'paid', { A: 9 }, NEXT); // another week
  await subscribe(south, 'six', { state: 'picked', box: { A: 3, B: 2, L: 1 } }); // s1: picked
  await subscribe(south, 'six', { state: 'preselected', box: { A: 2, C: 4 } }); // s2: picked
  await subscribe(south, 'six', { state: 'skipped' }); // s3: skipped
  await subscribe(south, 'six', { state: 'pending' }); // s4: open, 6
  await subscribe(south, 'six'); // s5: no row, open, 6
  await subscribe(south, 'four'); // s6: chef's choice, no row, open, 4
  await subscribe(south, 'six', { state: 'picked' }); // s7: picked without a meal, open, 6
  await subscribe(south, 'six', undefined, { status: 'cancelled' }); // s8: cancelled
  await subscribe(south, 'six', undefined, { startWeek: NEXT }); // s9: begins next week
  await subscribe(south, 'six', { state: 'paid', box: { B: 3, C: 3 }, orderId: o2 }); // s10: ordered
  await subscribe(south, 'four', { state: 'skipped' }); // s11: skipped

  // North, after its deadline.
  await order(north, 'subscription', 'paid', { A: 2, D: 2 }); // p1: counted
  await order(north, 'subscription', 'payment_failed', { B: 3 }); // p2: retried, counted
  await order(north, 'one_time', 'payment_failed', { A: 4 }); // p3: declined at checkout
  await order(north, 'subscription', 'cancelled', { D: 5 }); // p4: cancelled
  await order(north, 'one_time', 'paid', { M: 1, E: 2 }); // p5: counted, E off the menu
  s20 = await subscribe(north, 'six'); // s20: no row (the lock makes its order)
  s21 = await subscribe(north, 'six', { state: 'picked', box: { A: 6 } }); // s21: not ordered yet
  // North, next week: nobody has picked, one order.
  await order(north, 'one_time', 'placed', { B: 2 }, NEXT); // q1
}, 60_000);
afterAll(() => t.close());

const kitchen = async (query: string) => {
  const res = await reporter.get(`/api/admin/reports/kitchen?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<KitchenReport>();
};

type Counts = [keyof typeof meal, number, number];
/** The report's meals as [meal, confirmed, forecast], checking each total on the way. */
const countsOf = (meals: KitchenMeal[]): Counts[] =>
  meals.map((m) => {
    expect(Object.keys(m).sort()).toEqual([
      'confirmed',
      'forecast',
      'larger_portion',
      'menu_item_id',
      'name',
      'total',
    ]);
    expect(m.total).toBe(m.confirmed + m.forecast);
    const key = (Object.keys(meal) as Array<keyof typeof meal>).find(
      (k) => meal[k].id === m.menu_item_id,
    )!;
    expect(m.name).toBe(meal[key].name);
    expect(m.larger_portion).toBe(key === 'L' || key === 'M');
    return [key, m.confirmed, m.forecast];
  });

describe('after the deadline, before the lock', () => {
  it('counts the orders but cancelled ones and one-time orders declined at checkout, the picks not ordered yet, and forecasts every open box (none can be skipped now)', async () => {
    const report = await kitchen(`week=${W}&channel=${north}`);
    expect(report).toMatchObject({
      week: W,
      channel: north,
      deadline: NORTH_DEADLINE,
      delivery_date: W,
      final: false,
      boxes_confirmed: 4, // p1, p2, p5; s21
      boxes_forecast: 1, // s20: the lock fills it
    });
    // The menu in its order, then the meal ordered off it; s20's 6 meals spread like s21's picks.
    expect(countsOf(report.meals)).toEqual([
      ['A', 2 + 6, 6], // p1; s21
      ['B', 3, 0], // p2
      ['D', 2, 0], // p1
      ['M', 1, 0], // p5
      ['E', 2, 0], // p5
    ]);
  });
});

describe('before the deadline', () => {
  it('adds the subscribers’ picks to the orders, and forecasts the open boxes less the share of skips, spread like the picks', async () => {
    const report = await kitchen(`week=${W}&channel=${south}`);
    // Open: s4, s5, s6, s7 (6 + 6 + 4 + 6 = 22 meals). Decided: s1, s2 picked, s3, s11 skipped,
    // s10 ordered: 2 skips in 5. Forecast: 4 × 3/5 = 2.4 → 2 boxes; 22 × 3/5 = 13.2 → 13 meals.
    expect(report).toMatchObject({
      week: W,
      channel: south,
      deadline: SOUTH_DEADLINE,
      final: false,
      boxes_confirmed: 5, // o1, o2, o3; s1, s2
      boxes_forecast: 2,
    });
    // Picks A 5, B 2, C 4, L 1 (of 12): 13 meals' quotas 5.42, 2.17, 4.33, 1.08 → 5, 2, 4, 1 and
    // the one left to A's remainder, the largest.
    expect(countsOf(report.meals)).toEqual([
      ['A', 1 + 5, 6], // o1; s1, s2
      ['B', 3 + 2, 2], // o2; s1
      ['C', 3 + 1 + 4, 4], // o2, o3; s2
      ['L', 2 + 1, 1], // o1; s1
    ]);
  });

  it('spreads the forecast like the week’s orders while nobody has picked', async () => {
    const report = await kitchen(`week=${NEXT}&channel=${north}`);
    // s20 and s21 open (12 meals), nothing decided: no skip expected; only B is ordered (q1).
    expect(report).toMatchObject({ final: false, boxes_confirmed: 1, boxes_forecast: 2 });
    expect(countsOf(report.meals)).toEqual([
      ['A', 0, 0],
      ['B', 2, 12],
      ['D', 0, 0],
      ['M', 0, 0],
    ]);
  });
});

describe('every channel', () => {
  it('sums the channels with a menu that week, final only when every channel’s is', async () => {
    const report = await kitchen(`week=${W}`);
    expect(report).toMatchObject({
      week: W,
      channel: null,
      deadline: SOUTH_DEADLINE, // the latest
      delivery_date: W,
      final: false,
      boxes_confirmed: 4 + 5,
      boxes_forecast: 1 + 2,
    });
    expect(countsOf(report.meals)).toEqual([
      ['A', 8 + 6, 6 + 6],
      ['B', 3 + 5, 2],
      ['D', 2, 0],
      ['M', 1, 0],
      ['C', 8, 4],
      ['L', 3, 1],
      ['E', 2, 0],
    ]);
  });
});

describe('the week asked', () => {
  it('is the channel’s current ordering week when none is named, the earliest of them for every channel', async () => {
    expect((await kitchen(`channel=${north}`)).week).toBe(NEXT);
    expect((await kitchen(`channel=${south}`)).week).toBe(W);
    expect((await kitchen('')).week).toBe(W);
  });

  it('must have a published menu: a draft or no menu answers 404 saying so', async () => {
    const draft = await reporter.get(`/api/admin/reports/kitchen?week=${LATER}&channel=${north}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toMatchObject({
      message: 'The channel has no published menu for the week of Jun 17.',
    });
    const none = await reporter.get('/api/admin/reports/kitchen?week=2031-01-06');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      message: 'No channel has a published menu for the week of Jan 6.',
    });
  });

  it('refuses a week that is not one', async () => {
    const res = await reporter.get('/api/admin/reports/kitchen?week=June');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['week']);
  });

  it('is read with view-reports only', async () => {
    const viewer = await staffVisitor(t, 'kitchen-viewer', ['view-admin']);
    expect((await viewer.get(`/api/admin/reports/kitchen?week=${W}`)).statusCode).toBe(403);
  });
});

describe('final', () => {
  it('is the orders alone once the delivery day has begun, whatever was never locked', async () => {
    clock.set('2030-06-03T12:00:00Z');
    try {
      const report = await kitchen(`week=${W}`);
      expect(report).toMatchObject({ final: true, boxes_confirmed: 3 + 3, boxes_forecast: 0 });
      expect(countsOf(report.meals).filter(([, confirmed]) => confirmed > 0)).toEqual([
        ['A', 2 + 1, 0], // p1; o1
        ['B', 3 + 3, 0], // p2; o2
        ['D', 2, 0], // p1
        ['M', 1, 0], // p5
        ['C', 3 + 1, 0], // o2, o3
        ['L', 2, 0], // o1
        ['E', 2, 0], // p5
      ]);
    } finally {
      clock.set(NOW);
    }
  });

  it('is the orders alone once the lock has turned every subscriber’s week into an order', async () => {
    const db = t.database.db;
    for (const [subscriptionId, box] of [
      [s20, { B: 6 }],
      [s21, { A: 6 }],
    ] as const) {
      const orderId = await orderOf(north, 'subscription', 'paid', box);
      await db
        .insert(subscriptionWeeks)
        .values({ subscriptionId, week: W, state: 'paid', orderId })
        .onConflictDoUpdate({
          target: [subscriptionWeeks.subscriptionId, subscriptionWeeks.week],
          set: { state: 'paid', orderId },
        });
    }
    const report = await kitchen(`week=${W}&channel=${north}`);
    expect(report).toMatchObject({ final: true, boxes_confirmed: 5, boxes_forecast: 0 });
    expect(countsOf(report.meals)).toEqual([
      ['A', 2 + 6, 0], // p1, s21's order
      ['B', 3 + 6, 0], // p2, s20's order
      ['D', 2, 0],
      ['M', 1, 0],
      ['E', 2, 0],
    ]);
  });
});
