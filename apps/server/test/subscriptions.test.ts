import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  Cart,
  Menu,
  Schedule,
  SubscriptionsCancelled,
  UserOrders,
  UserSubscriptions,
  VacationResult,
  WeekChanged,
} from '@mealbox/contracts';
import { analyticsEvents, menus, subscriptions } from '../src/db/schema.ts';
import { FITFUEL, newSubscriber, subscriptionWeekRows } from './support/subscribers.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
});
afterAll(() => t.close());

const weekRows = (subscriptionId: number, week: string) =>
  subscriptionWeekRows(t, subscriptionId, week);

describe("a subscriber's schedule (GET /api/user/schedule)", () => {
  it('lists the current ordering week (bought, locked) and the weeks ahead with what can be done', async () => {
    const { visitor, subscriptionId } = await newSubscriber(t);
    const res = await visitor.get('/api/user/schedule');
    expect(res.statusCode).toBe(200);
    const schedule = res.json<Schedule>();
    expect(schedule.user.first_name).toBe('Grace');
    expect(schedule.weeks.map((w) => [w.state, w.actions])).toEqual([
      ['paid', []],
      ['pending', ['pick', 'skip']],
      ['pending', ['pick', 'skip']],
    ]);
    expect(schedule.weeks.every((w) => w.subscription_id === subscriptionId)).toBe(true);
    const [first] = schedule.weeks;
    expect(first?.meals.length).toBeGreaterThan(0);
    expect(first?.picking_deadline_formatted).toMatch(/^\w+day, \w{3} \d+ at \d+:\d{2} [AP]M$/);
    expect(schedule.past_orders).toHaveLength(1);
    expect(schedule.past_orders[0]).toMatchObject({ kind: 'subscription', status: 'paid' });
  });

  it("shows another customer's schedule only to staff who may view the admin area", async () => {
    const { visitor: owner } = await newSubscriber(t);
    const ownerId = (await owner.get('/api/auth/me')).json<{ user: { id: number } }>().user.id;
    const { visitor: other } = await newSubscriber(t);
    expect((await other.get(`/api/user/schedule/${ownerId}`)).statusCode).toBe(403);

    const admin = await (
      await new Visitor(t.app, FITFUEL).open()
    ).signIn('admin@mealbox.test', 'admin-demo-pass');
    const seen = await admin.get(`/api/user/schedule/${ownerId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Schedule>().user.id).toBe(ownerId);
  });

  it('asks a guest to log in on every subscriber call', async () => {
    const guest = await new Visitor(t.app).open();
    const body = { subscription_id: 1, week: '2026-11-30' };
    for (const res of [
      await guest.get('/api/user/schedule'),
      await guest.get('/api/user/subscriptions'),
      await guest.get('/api/user/orders'),
      await guest.post('/api/skipWeek', body),
      await guest.post('/api/unskipWeek', body),
      await guest.post('/api/user/cancelAllSubscriptions'),
      await guest.post('/api/user/vacation', {
        subscription_id: 1,
        first_week: body.week,
        last_week: body.week,
      }),
      await guest.post('/api/user/vacation/undo', { subscription_id: 1, weeks: [body.week] }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('skip and unskip (POST /api/skipWeek, POST /api/unskipWeek)', () => {
  it('skips a week ahead and brings it back, recording both hold events', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const week = weeks[1]?.week ?? '';
    const skipped = await visitor.post('/api/skipWeek', { subscription_id: subscriptionId, week });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json<WeekChanged>()).toMatchObject({
      message: 'Week skipped successfully',
      week: { week, state: 'skipped', actions: ['unskip'] },
    });
    const unskipped = await visitor.post('/api/unskipWeek', {
      subscription_id: subscriptionId,
      week,
    });
    expect(unskipped.statusCode).toBe(200);
    expect(unskipped.json<WeekChanged>()).toMatchObject({
      message: 'Week unskipped successfully',
      week: { week, state: 'pending', actions: ['pick', 'skip'] },
    });
    const holds = (await t.database.db.select().from(analyticsEvents)).filter(
      (e) =>
        (e.name === 'on_hold_event' || e.name === 'un_on_hold_event') &&
        (e.properties as { subscription_id?: number }).subscription_id === subscriptionId,
    );
    expect(holds.map((e) => [e.name, e.properties])).toEqual([
      ['on_hold_event', { subscription_id: subscriptionId, week }],
      ['un_on_hold_event', { subscription_id: subscriptionId, week }],
    ]);
  });

  it('keeps the picks of a skipped week, so an unskip returns it to picked', async () => {
    const visitor = await (await new Visitor(t.app).open()).signIn('picky@mealbox.test');
    const [week] = (await visitor.get('/api/user/schedule')).json<Schedule>().weeks;
    if (!week) throw new Error('picky has no week');
    expect(week.state).toBe('picked');
    const body = { subscription_id: week.subscription_id, week: week.week };
    const skipped = (await visitor.post('/api/skipWeek', body)).json<WeekChanged>().week;
    expect(skipped.state).toBe('skipped');
    expect(skipped.meals).toEqual(week.meals);
    const back = (await visitor.post('/api/unskipWeek', body)).json<WeekChanged>().week;
    expect(back).toMatchObject({ state: 'picked', meals: week.meals, actions: ['change', 'skip'] });
  });

  it('answers a retried skip or unskip the same, without a second row', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const body = { subscription_id: subscriptionId, week: weeks[2]?.week ?? '' };
    expect((await visitor.post('/api/skipWeek', body)).statusCode).toBe(200);
    expect((await visitor.post('/api/skipWeek', body)).json<WeekChanged>().week.state).toBe(
      'skipped',
    );
    expect((await visitor.post('/api/unskipWeek', body)).statusCode).toBe(200);
    expect((await visitor.post('/api/unskipWeek', body)).json<WeekChanged>().week.state).toBe(
      'pending',
    );
    expect(await weekRows(subscriptionId, body.week)).toHaveLength(1);
  });

  it('refuses to skip a week already bought, and changes nothing', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const body = { subscription_id: subscriptionId, week: weeks[0]?.week ?? '' };
    const res = await visitor.post('/api/skipWeek', body);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'That week is already being prepared and can no longer be changed.',
    );
    expect((await weekRows(subscriptionId, body.week))[0]?.state).toBe('paid');
  });

  it('refuses a week that is not on the schedule under its field', async () => {
    const { visitor, subscriptionId } = await newSubscriber(t);
    const res = await visitor.post('/api/skipWeek', {
      subscription_id: subscriptionId,
      week: '2031-01-06',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.week).toEqual([
      'That week is not one you can change. Choose a week from your schedule.',
    ]);
  });

  it("refuses another customer's subscription on every call, and changes nothing", async () => {
    const owner = await newSubscriber(t);
    const { visitor: other } = await newSubscriber(t);
    const week = owner.weeks[1]?.week ?? '';
    const body = { subscription_id: owner.subscriptionId, week };
    for (const res of [
      await other.post('/api/skipWeek', body),
      await other.post('/api/unskipWeek', body),
      await other.post('/api/user/vacation', {
        subscription_id: owner.subscriptionId,
        first_week: week,
        last_week: week,
      }),
      await other.post('/api/user/vacation/undo', {
        subscription_id: owner.subscriptionId,
        weeks: [week],
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('We could not find that subscription.');
    }
    expect(await weekRows(owner.subscriptionId, week)).toHaveLength(0);
  });

  it('leaves the week in one consistent state after 20 concurrent skips and unskips', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const body = { subscription_id: subscriptionId, week: weeks[1]?.week ?? '' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        visitor.post(i % 2 === 0 ? '/api/skipWeek' : '/api/unskipWeek', body),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await weekRows(subscriptionId, body.week);
    expect(rows).toHaveLength(1);
    expect(['skipped', 'pending']).toContain(rows[0]?.state);
    const shown = (await visitor.get('/api/user/schedule')).json<Schedule>();
    expect(shown.weeks.find((w) => w.week === body.week)?.state).toBe(rows[0]?.state);
  });
});

describe('the week of a deadline that has passed', () => {
  it('refuses a skip and an unskip after the deadline, naming it', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const week = weeks[1]?.week ?? '';
    const body = { subscription_id: subscriptionId, week };
    expect((await visitor.post('/api/skipWeek', body)).statusCode).toBe(200);
    const [menu] = await t.database.db.select().from(menus).where(eq(menus.week, week));
    await t.database.db
      .update(menus)
      .set({ pickingDeadline: new Date(Date.now() - 60_000) })
      .where(eq(menus.week, week));
    onTestFinished(async () => {
      await t.database.db
        .update(menus)
        .set({ pickingDeadline: menu?.pickingDeadline })
        .where(eq(menus.week, week));
    });
    for (const [url, verb] of [
      ['/api/unskipWeek', 'unskipped'],
      ['/api/skipWeek', 'skipped'],
    ] as const) {
      const res = await visitor.post(url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(
        new RegExp(
          `^This week's deadline \\(\\w+day, \\w{3} \\d+ at \\d+:\\d{2} [AP]M\\) has passed, so it can no longer be ${verb}\\.$`,
        ),
      );
    }
    const [row] = await weekRows(subscriptionId, week);
    expect(row?.state).toBe('skipped');
  });
});

describe('a vacation (POST /api/user/vacation and its undo)', () => {
  it('skips three weeks at once, names the one already locked, and undoes the rest', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const [first, second, third] = weeks.map((w) => w.week);
    const res = await visitor.post('/api/user/vacation', {
      subscription_id: subscriptionId,
      first_week: first,
      last_week: third,
    });
    expect(res.statusCode).toBe(200);
    const result = res.json<VacationResult>();
    expect(result).toMatchObject({
      message:
        '2 weeks skipped. 1 week is already ordered or past its deadline and stays as it is.',
      changed: [second, third],
      locked: [first],
    });
    expect(result.weeks.map((w) => w.state)).toEqual(['paid', 'skipped', 'skipped']);

    const undo = await visitor.post('/api/user/vacation/undo', {
      subscription_id: subscriptionId,
      weeks: result.changed,
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json<VacationResult>()).toMatchObject({
      message: '2 weeks back on your schedule.',
      changed: [second, third],
      locked: [],
    });
    const shown = (await visitor.get('/api/user/schedule')).json<Schedule>();
    expect(shown.weeks.map((w) => w.state)).toEqual(['paid', 'pending', 'pending']);
  });

  it('refuses a range that ends before it starts', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const res = await visitor.post('/api/user/vacation', {
      subscription_id: subscriptionId,
      first_week: weeks[2]?.week,
      last_week: weeks[1]?.week,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.last_week).toEqual([
      'The last week must not be before the first.',
    ]);
  });
});

describe('cancelling (POST /api/user/cancelAllSubscriptions)', () => {
  it('cancels with the reason kept, drops the open weeks and keeps the bought one', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t, {});
    // The main store sells only the current week: skip nothing, but a picked-ahead row would drop.
    const res = await visitor.post('/api/user/cancelAllSubscriptions', { reason: 'Moving abroad' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SubscriptionsCancelled>()).toMatchObject({
      message: 'Subscription cancelled.',
      subscriptions: [{ id: subscriptionId, status: 'cancelled' }],
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Moving abroad' });
    expect((await weekRows(subscriptionId, weeks[0]?.week ?? ''))[0]?.state).toBe('paid');
    // The bought week still shows as ordered on the account page.
    const overview = (await visitor.get('/api/user/subscriptions')).json<UserSubscriptions>();
    expect(overview.current_weeks).toMatchObject([
      { subscription_id: subscriptionId, state: 'paid' },
    ]);
    // A retry answers the same; the schedule has no active weeks any more.
    expect((await visitor.post('/api/user/cancelAllSubscriptions')).statusCode).toBe(200);
    expect((await visitor.get('/api/user/schedule')).json<Schedule>().weeks).toEqual([]);
  });

  it('drops the open weeks of the cancelled subscription with their picks', async () => {
    const visitor = await (await new Visitor(t.app).open()).signIn('chef@mealbox.test');
    const [week] = (await visitor.get('/api/user/schedule')).json<Schedule>().weeks;
    if (!week) throw new Error('chef has no week');
    expect(await weekRows(week.subscription_id, week.week)).toHaveLength(1);
    expect((await visitor.post('/api/user/cancelAllSubscriptions', {})).statusCode).toBe(200);
    expect(await weekRows(week.subscription_id, week.week)).toHaveLength(0);
  });

  it('is refused where the store asks customers to call, and nothing changes', async () => {
    const { visitor, subscriptionId } = await newSubscriber(t);
    const res = await visitor.post('/api/user/cancelAllSubscriptions', {});
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(
      'Please contact us to cancel your subscription.',
    );
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row?.status).toBe('active');
  });

  it('tells a customer without a subscription there is nothing to cancel', async () => {
    const visitor = await (await new Visitor(t.app).open()).signIn('casual@mealbox.test');
    const res = await visitor.post('/api/user/cancelAllSubscriptions');
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'You have no active subscription to cancel.',
    );
  });
});

describe("the account page's reads", () => {
  it('answers the subscriptions with their current week and that week’s orders', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const res = await visitor.get('/api/user/subscriptions');
    expect(res.statusCode).toBe(200);
    const overview = res.json<UserSubscriptions>();
    expect(overview.subscriptions).toMatchObject([{ id: subscriptionId, status: 'active' }]);
    expect(overview.current_weeks).toMatchObject([{ week: weeks[0]?.week, state: 'paid' }]);
    expect(overview.orders).toHaveLength(1);
    expect(overview.has_ordered_or_picked_this_week_cart_product_id).not.toBeNull();
  });

  it('lists the orders of one week, by default the current one', async () => {
    const { visitor, weeks } = await newSubscriber(t);
    const week = weeks[0]?.week ?? '';
    const res = await visitor.get(`/api/user/orders?week=${week}&size=small`);
    expect(res.statusCode).toBe(200);
    const { orders } = res.json<UserOrders>();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ week, kind: 'subscription' });
    expect(orders[0]?.items.length).toBeGreaterThan(0);
    expect((await visitor.get(`/api/user/orders?week=${week}`)).json<UserOrders>().orders).toEqual(
      orders,
    );
    // Without a week: the current ordering week's; a week ahead has none yet.
    const current = await visitor.get('/api/user/orders?size=small');
    expect(current.json<UserOrders>().orders).toEqual(orders);
    const later = await visitor.get(`/api/user/orders?week=${weeks[1]?.week ?? ''}`);
    expect(later.json<UserOrders>().orders).toEqual([]);
    expect((await visitor.get('/api/user/orders?week=soon')).statusCode).toBe(422);
  });
});

describe('email marketing', () => {
  let vendor: Server;
  const received: Array<{ path: string; body: unknown; auth: string | undefined }> = [];
  let shop: TestApp;
  beforeAll(async () => {
    vendor = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          body: JSON.parse(data),
          auth: req.headers.authorization,
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    const { port } = vendor.address() as AddressInfo;
    shop = await createTestApp({
      env: {
        LOGIN_LIMIT_PER_ADDRESS: '1000',
        EMAIL_MARKETING_URL: `http://127.0.0.1:${port}/v1`,
        EMAIL_MARKETING_API_KEY: 'key-123',
      },
    });
  });
  afterAll(async () => {
    await shop.close();
    await new Promise((resolve) => vendor.close(resolve));
  });

  it('forwards the hold events to the configured vendor: identify, then track', async () => {
    const { visitor, email, subscriptionId, weeks } = await newSubscriber(shop);
    const week = weeks[1]?.week ?? '';
    await visitor.post('/api/skipWeek', { subscription_id: subscriptionId, week });
    await visitor.post('/api/unskipWeek', { subscription_id: subscriptionId, week });
    await expect.poll(() => received.length).toBe(4);
    // The two events go out independently; each identifies the customer before its track.
    expect(received).toEqual(
      expect.arrayContaining([
        {
          path: '/v1/identify',
          body: { email, first_name: 'Grace', last_name: 'Hopper' },
          auth: 'Bearer key-123',
        },
        {
          path: '/v1/track',
          body: {
            email,
            event: 'on_hold_event',
            properties: { subscription_id: subscriptionId, week },
          },
          auth: 'Bearer key-123',
        },
        {
          path: '/v1/identify',
          body: { email, first_name: 'Grace', last_name: 'Hopper' },
          auth: 'Bearer key-123',
        },
        {
          path: '/v1/track',
          body: {
            email,
            event: 'un_on_hold_event',
            properties: { subscription_id: subscriptionId, week },
          },
          auth: 'Bearer key-123',
        },
      ]),
    );
    expect(received.findIndex((r) => r.path === '/v1/identify')).toBeLessThan(
      received.findIndex((r) => r.path === '/v1/track'),
    );
  });
});

describe('picking meals for a subscription week (POST /api/cart/subscription-week, POST /api/pickWeek)', () => {
  const putItem = (visitor: Visitor, week: string, sku: string, quantity: number) =>
    visitor.put('/api/cart/items', { week, sku, quantity });

  it('fills the box with the plan, saves the picks to the week (picked, no charge) and empties the box', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const week = weeks[1]?.week ?? '';
    const body = { subscription_id: subscriptionId, week };
    const started = await visitor.post('/api/cart/subscription-week', body);
    expect(started.statusCode).toBe(200);
    const box = started.json<Cart>();
    expect(box).toMatchObject({ week, checkout_action: 'subscription_pick', cart_count: 0 });
    const size = box.meal_plan?.meals_per_week ?? 0;
    const menu = (await visitor.get(`/api/menus/${week}`)).json<Menu>();
    for (const item of menu.items.slice(0, size)) {
      expect((await putItem(visitor, week, item.sku, 1)).statusCode).toBe(200);
    }
    const saved = await visitor.post('/api/pickWeek', body);
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<WeekChanged>();
    expect(answer.message).toBe('Your meals are saved.');
    expect(answer.week).toMatchObject({ week, state: 'picked', actions: ['change', 'skip'] });
    expect(answer.week.meals.reduce((n, m) => n + m.quantity, 0)).toBe(size);
    expect((await visitor.get(`/api/cart?week=${week}`)).json<Cart>().cart_count).toBe(0);
    // No order and no payment: the week is charged when it locks.
    expect((await visitor.get('/api/user/orders')).json<UserOrders>().orders).toHaveLength(1);

    // Changing them starts from the picks saved.
    const again = (await visitor.post('/api/cart/subscription-week', body)).json<Cart>();
    expect(again.cart_count).toBe(size);
  });

  it('refuses a box that is not full, saving nothing', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const week = weeks[2]?.week ?? '';
    const body = { subscription_id: subscriptionId, week };
    await visitor.post('/api/cart/subscription-week', body);
    const menu = (await visitor.get(`/api/menus/${week}`)).json<Menu>();
    await putItem(visitor, week, menu.items[0]?.sku ?? '', 1);
    const res = await visitor.post('/api/pickWeek', body);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(/^Add \d+ more meals?/);
    expect(await weekRows(subscriptionId, week)).toHaveLength(0);
  });

  it('refuses to save picks when the box of the week is not a subscription box', async () => {
    const { visitor, subscriptionId, weeks } = await newSubscriber(t);
    const week = weeks[1]?.week ?? '';
    const res = await visitor.post('/api/pickWeek', { subscription_id: subscriptionId, week });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Choose your meals for this week first.');
  });

  it("refuses another customer's subscription week", async () => {
    const owner = await newSubscriber(t);
    const { visitor: other } = await newSubscriber(t);
    const body = { subscription_id: owner.subscriptionId, week: owner.weeks[1]?.week ?? '' };
    expect((await other.post('/api/cart/subscription-week', body)).statusCode).toBe(404);
    expect((await other.post('/api/pickWeek', body)).statusCode).toBe(404);
  });
});
