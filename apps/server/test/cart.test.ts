import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Cart, Menu, MenuWeek, PreviousPicksResponse } from '@mealbox/contracts';
import {
  cartLines,
  carts,
  channels,
  menuItems,
  orderLines,
  orders,
  subscriptions,
  subscriptionWeekItems,
  subscriptionWeeks,
  users,
} from '../src/db/schema.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { addWeeks } from '../src/lib/weeks.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
/** The current ordering week on the main channel and its meals, in menu order. */
let week: string;
let meals: Menu['items'];
let nextWeek: string;

beforeAll(async () => {
  t = await createTestApp();
  const menu = (await t.app.inject({ url: '/api/menus/current' })).json<Menu>();
  week = menu.week;
  meals = menu.items;
  nextWeek = addWeeks(week, 1);
});
afterAll(() => t.close());

const sku = (index: number): string => {
  const meal = meals[index];
  if (!meal) throw new Error(`the menu has no meal #${index}`);
  return meal.sku;
};
const price = (index: number): number => meals[index]?.price ?? NaN;

const guest = (headers: Record<string, string> = {}) => new Visitor(t.app, headers).open();

const setItem = (v: Visitor, body: { sku: string; quantity: number; week?: string }) =>
  v.put('/api/cart/items', body);
const setPlan = (
  v: Visitor,
  meal_plan_sku: string | null,
  checkout_action = 'new_subscription_order',
  extra: { week?: string } = {},
) => v.put('/api/cart/plan', { meal_plan_sku, checkout_action, ...extra });
const getCart = async (v: Visitor, query = '') => {
  const res = await v.get(`/api/cart${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<Cart>();
};

const db = () => t.database.db;

async function cartRowsOfVisitor(v: Visitor) {
  const key = sha256(v.cookie('sid') ?? '');
  return db().select().from(carts).where(eq(carts.visitorKey, key));
}

async function userId(email: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function menuItemIds(skus: string[]): Promise<Map<string, number>> {
  const rows = await db()
    .select({ id: menuItems.id, sku: menuItems.sku })
    .from(menuItems)
    .where(inArray(menuItems.sku, skus));
  return new Map(rows.map((r) => [r.sku, r.id]));
}

let orderCounter = 0;
/** An order the customer placed for an earlier week, as checkout would have stored it. */
async function placeEarlierOrder(email: string, orderWeek: string, lines: Array<[string, number]>) {
  const [channel] = await db().select().from(channels).where(eq(channels.slug, 'mealbox'));
  const ids = await menuItemIds(lines.map(([s]) => s));
  orderCounter += 1;
  const [order] = await db()
    .insert(orders)
    .values({
      customerOrderKey: `test-order-${orderCounter}-${Date.now()}`,
      userId: await userId(email),
      channelId: channel?.id ?? 0,
      week: orderWeek,
      deliveryDate: orderWeek,
      kind: 'one_time',
      status: 'paid',
      subtotalCents: 0,
      mealCount: lines.reduce((sum, [, quantity]) => sum + quantity, 0),
      totalCents: 0,
      shipping: {},
    })
    .returning();
  await db()
    .insert(orderLines)
    .values(
      lines.map(([s, quantity]) => ({
        orderId: order?.id ?? 0,
        menuItemId: ids.get(s) ?? 0,
        name: s,
        unitPriceCents: 1000,
        quantity,
      })),
    );
}

const emptyCart = (forWeek: string) => ({
  week: forWeek,
  meal_plan: null,
  checkout_action: null,
  quantities: {},
  lines: [],
  cart_count: 0,
  remaining_meals_allowed: null,
  remaining_meals_needed: 0,
  subtotal: 0,
  previous_picks_available: 0,
});

describe("a visitor's cart", () => {
  it('is empty for a new visitor, for the current ordering week, and nothing is stored', async () => {
    const v = await guest();
    const cart = await getCart(v);
    const { week_formatted, ...rest } = cart;
    expect(rest).toEqual(emptyCart(week));
    expect(week_formatted).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    expect(await cartRowsOfVisitor(v)).toHaveLength(0);
  });

  it("sets, overwrites and removes a meal's quantity, with the subtotal in cents", async () => {
    const v = await guest();
    let res = await setItem(v, { sku: sku(0), quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>()).toMatchObject({
      week,
      quantities: { [sku(0)]: 2 },
      cart_count: 2,
      subtotal: 2 * price(0),
      lines: [{ sku: sku(0), name: meals[0]?.details.name, unit_price: price(0), quantity: 2 }],
    });

    // The same request again changes nothing: a retry is safe.
    res = await setItem(v, { sku: sku(0), quantity: 2 });
    expect(res.json<Cart>().cart_count).toBe(2);

    await setItem(v, { sku: sku(0), quantity: 5 });
    res = await setItem(v, { sku: sku(1), quantity: 1 });
    expect(res.json<Cart>()).toMatchObject({
      quantities: { [sku(0)]: 5, [sku(1)]: 1 },
      cart_count: 6,
      subtotal: 5 * price(0) + price(1),
    });

    res = await setItem(v, { sku: sku(0), quantity: 0 });
    expect(res.json<Cart>()).toMatchObject({ quantities: { [sku(1)]: 1 }, cart_count: 1 });
    expect(await getCart(v)).toEqual(res.json());
  });

  it("keeps each visitor's cart to themselves", async () => {
    const alice = await guest();
    const bob = await guest();
    await setItem(alice, { sku: sku(2), quantity: 3 });
    expect((await getCart(bob)).cart_count).toBe(0);
    expect((await getCart(alice)).cart_count).toBe(3);
  });

  it("refuses a meal that is not on the week's menu with 422", async () => {
    const v = await guest();
    const onMenu = new Set(meals.map((m) => m.sku));
    const [offMenu] = (await db().select({ sku: menuItems.sku }).from(menuItems)).filter(
      (m) => !onMenu.has(m.sku),
    );
    for (const missing of [offMenu?.sku ?? 'MISSING', 'NO-SUCH-MEAL']) {
      const res = await setItem(v, { sku: missing, quantity: 1 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'That meal is not on this week’s menu.' });
    }
  });

  it('lets a meal taken off the menu be removed from a cart that holds it, and no more added', async () => {
    const v = await guest();
    const last = sku(meals.length - 1);
    expect((await setItem(v, { sku: last, quantity: 2 })).statusCode).toBe(200);
    await db().update(menuItems).set({ active: false }).where(eq(menuItems.sku, last));
    try {
      const more = await setItem(v, { sku: last, quantity: 1 });
      expect(more.statusCode).toBe(422);
      expect(more.json()).toEqual({ message: 'That meal is not on this week’s menu.' });
      const removed = await setItem(v, { sku: last, quantity: 0 });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<Cart>()).toMatchObject({ quantities: {}, cart_count: 0 });
    } finally {
      await db().update(menuItems).set({ active: true }).where(eq(menuItems.sku, last));
    }
  });

  it('answers an empty cart when a visitor without one removes a meal, and stores nothing', async () => {
    const v = await guest();
    const res = await setItem(v, { sku: sku(0), quantity: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await getCart(v));
    expect(res.json()).toMatchObject(emptyCart(week));
    expect(await cartRowsOfVisitor(v)).toHaveLength(0);
  });

  it('refuses a week that cannot be ordered with 422', async () => {
    const v = await guest();
    const closed = { message: 'This week can no longer be ordered. Please choose another week.' };
    // Published but beyond future_weeks_available (0 on the main channel), past, never published.
    for (const w of [nextWeek, addWeeks(week, -1), '2001-01-01']) {
      const item = await setItem(v, { week: w, sku: sku(0), quantity: 1 });
      expect(item.statusCode, w).toBe(422);
      expect(item.json()).toEqual(closed);
      const plan = await setPlan(v, 'PLAN-8', 'new_subscription_order', { week: w });
      expect(plan.statusCode, w).toBe(422);
      expect(plan.json()).toEqual(closed);
    }
  });

  it('lets a channel that sells ahead fill a cart for each orderable week', async () => {
    const v = await guest({ host: 'fitfuel.localhost' });
    const weeks = (await v.get('/api/menus')).json<{ weeks: MenuWeek[] }>().weeks;
    const later = weeks[2];
    if (!later?.orderable) throw new Error('FitFuel should sell two weeks ahead');
    const laterMenu = (await v.get(`/api/menus/${later.week}`)).json<Menu>();
    const laterSku = laterMenu.items[0]?.sku ?? '';
    const res = await setItem(v, { week: later.week, sku: laterSku, quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>()).toMatchObject({ week: later.week, quantities: { [laterSku]: 2 } });
    expect((await getCart(v, `?week=${later.week}`)).cart_count).toBe(2);
    expect((await getCart(v)).cart_count).toBe(0);
  });

  it('answers a week that is not a date with 422', async () => {
    const v = await guest();
    expect((await v.get('/api/cart?week=2026-02-30')).statusCode).toBe(422);
    expect((await v.get('/api/cart?week=next-monday')).statusCode).toBe(422);
    const item = await setItem(v, { week: '2026-02-30', sku: sku(0), quantity: 1 });
    expect(item.statusCode).toBe(422);
    expect(item.json()).toMatchObject({
      errors: { week: ['A week is the ISO date of its Monday.'] },
    });
  });

  it('answers a negative or too large quantity with 422', async () => {
    const v = await guest();
    expect((await setItem(v, { sku: sku(0), quantity: -1 })).statusCode).toBe(422);
    expect((await setItem(v, { sku: sku(0), quantity: 100 })).statusCode).toBe(422);
  });
});

describe('the box', () => {
  it('counts the meals still allowed and needed once a plan is chosen', async () => {
    const v = await guest();
    let res = await setPlan(v, 'PLAN-8');
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>()).toMatchObject({
      meal_plan: { sku: 'PLAN-8', meals_per_week: 8, subscription_price_per_meal: 1079 },
      checkout_action: 'new_subscription_order',
      cart_count: 0,
      remaining_meals_allowed: 8,
      remaining_meals_needed: 8,
    });
    res = await setItem(v, { sku: sku(0), quantity: 3 });
    expect(res.json<Cart>()).toMatchObject({
      cart_count: 3,
      remaining_meals_allowed: 5,
      remaining_meals_needed: 5,
    });
  });

  it("refuses a meal past the plan size with 409 'Your box is full!'", async () => {
    const v = await guest();
    await setPlan(v, 'PLAN-6', 'one_time_order');
    await setItem(v, { sku: sku(0), quantity: 4 });
    expect((await setItem(v, { sku: sku(1), quantity: 2 })).statusCode).toBe(200);
    const full = await setItem(v, { sku: sku(2), quantity: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'Your box is full!' });
    const more = await setItem(v, { sku: sku(0), quantity: 5 });
    expect(more.statusCode).toBe(409);
    const cart = await getCart(v);
    expect(cart).toMatchObject({ cart_count: 6, remaining_meals_allowed: 0 });
    expect(cart.quantities[sku(2)]).toBeUndefined();
  });

  it('keeps the meals when a smaller plan is chosen and then only lets meals be removed', async () => {
    const v = await guest();
    await setPlan(v, 'PLAN-8');
    await setItem(v, { sku: sku(0), quantity: 4 });
    await setItem(v, { sku: sku(1), quantity: 4 });
    const res = await setPlan(v, 'PLAN-6');
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>()).toMatchObject({
      meal_plan: { sku: 'PLAN-6' },
      cart_count: 8,
      remaining_meals_allowed: 0,
      remaining_meals_needed: 0,
    });
    expect((await setItem(v, { sku: sku(2), quantity: 1 })).statusCode).toBe(409);
    const fewer = await setItem(v, { sku: sku(1), quantity: 3 });
    expect(fewer.statusCode).toBe(200);
    expect(fewer.json<Cart>()).toMatchObject({ cart_count: 7, remaining_meals_allowed: 0 });
  });

  it('has no box limit once switched back to a la carte', async () => {
    const v = await guest();
    await setPlan(v, 'PLAN-6');
    const res = await setPlan(v, null, 'one_time_order');
    expect(res.json<Cart>()).toMatchObject({
      meal_plan: null,
      checkout_action: 'one_time_order',
      remaining_meals_allowed: null,
      remaining_meals_needed: 0,
    });
    expect((await setItem(v, { sku: sku(0), quantity: 40 })).json<Cart>().cart_count).toBe(40);
  });

  it("fills a chef's-choice box with the week's meals, replacing what was in it", async () => {
    const v = await guest();
    await setItem(v, { sku: sku(0), quantity: 3 });
    const res = await setPlan(v, 'PLAN-CHEF-12');
    expect(res.statusCode).toBe(200);
    const cart = res.json<Cart>();
    expect(cart).toMatchObject({
      cart_count: 12,
      remaining_meals_allowed: 0,
      remaining_meals_needed: 0,
      meal_plan: { sku: 'PLAN-CHEF-12', subscription_picking_required: 'N' },
    });
    const onMenu = new Set(meals.map((m) => m.sku));
    expect(cart.lines.every((l) => onMenu.has(l.sku))).toBe(true);
    expect(await getCart(v)).toEqual(cart);
  });

  it("keeps a chef's-choice box as it is when only Subscribe & Save is switched", async () => {
    const v = await guest();
    const chef = (await setPlan(v, 'PLAN-CHEF-12')).json<Cart>();
    const first = chef.lines[0];
    if (!first) throw new Error('the chef picked nothing');
    await setItem(v, { sku: first.sku, quantity: 0 });
    const switched = (await setPlan(v, 'PLAN-CHEF-12', 'one_time_order')).json<Cart>();
    expect(switched.cart_count).toBe(12 - first.quantity);
    expect(switched.checkout_action).toBe('one_time_order');
  });

  it('refuses an unknown plan with 422', async () => {
    const v = await guest();
    const res = await setPlan(v, 'PLAN-999');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'We could not find that meal plan.' });
  });

  it('holds exactly 8 meals when 25 different meals are added at once to an 8-meal box', async () => {
    const v = await guest();
    await setPlan(v, 'PLAN-8');
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => setItem(v, { sku: sku(i), quantity: 1 })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const cart = await getCart(v);
    expect(cart).toMatchObject({ cart_count: 8, remaining_meals_allowed: 0 });
    expect(Object.values(cart.quantities)).toEqual(Array(8).fill(1));
  });

  it("makes one cart when a new visitor's first requests arrive together", async () => {
    const v = await guest();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => setItem(v, { sku: sku(i), quantity: 2 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await getCart(v)).cart_count).toBe(20);
    expect(await cartRowsOfVisitor(v)).toHaveLength(1);
  });
});

describe('a change after another server changed the cart or the menu', () => {
  // This server remembers each cart as its last change left it, and decides the next change on
  // that; these writes come from elsewhere (another server, the admin), as a direct write does.
  it('refuses to overfill a box another server added a meal to since', async () => {
    const v = await guest();
    await setPlan(v, 'PLAN-6');
    expect((await setItem(v, { sku: sku(0), quantity: 5 })).statusCode).toBe(200);
    const [cart] = await cartRowsOfVisitor(v);
    const [other] = await db()
      .select()
      .from(menuItems)
      .where(eq(menuItems.sku, sku(1)));
    await db().transaction(async (tx) => {
      await tx.insert(cartLines).values({ cartId: cart!.id, menuItemId: other!.id, quantity: 1 });
      await tx
        .update(carts)
        .set({ version: sql`${carts.version} + 1` })
        .where(eq(carts.id, cart!.id));
    });

    const more = await setItem(v, { sku: sku(0), quantity: 6 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ message: 'Your box is full!' });
    expect((await getCart(v)).quantities).toEqual({ [sku(0)]: 5, [sku(1)]: 1 });
    const fewer = await setItem(v, { sku: sku(0), quantity: 4 });
    expect(fewer.json<Cart>()).toMatchObject({ cart_count: 5, remaining_meals_needed: 1 });
  });

  it('prices a meal at the price the menu has now, not the one this server last read', async () => {
    const v = await guest();
    expect((await setItem(v, { sku: sku(2), quantity: 1 })).statusCode).toBe(200);
    await db()
      .update(menuItems)
      .set({ priceCents: sql`${menuItems.priceCents} + 100` })
      .where(eq(menuItems.sku, sku(2)));
    try {
      const res = await setItem(v, { sku: sku(2), quantity: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json<Cart>().subtotal).toBe(2 * (price(2) + 100));
    } finally {
      await db()
        .update(menuItems)
        .set({ priceCents: sql`${menuItems.priceCents} - 100` })
        .where(eq(menuItems.sku, sku(2)));
    }
  });
});

describe('signing in', () => {
  it('hands the guest cart to a customer who has no cart for that week', async () => {
    const v = await guest();
    await setPlan(v, 'PLAN-12');
    await setItem(v, { sku: sku(3), quantity: 2 });
    const before = await getCart(v);
    const guestKey = sha256(v.cookie('sid') ?? '');

    await v.signIn('casual@mealbox.test');
    expect(await getCart(v)).toEqual(before);
    const rows = await db()
      .select()
      .from(carts)
      .where(eq(carts.userId, await userId('casual@mealbox.test')));
    expect(rows).toHaveLength(1);
    const leftBehind = await db()
      .select()
      .from(carts)
      .where(and(eq(carts.visitorKey, guestKey), isNull(carts.userId)));
    expect(leftBehind).toHaveLength(0);
  });

  it("merges the guest cart into the customer's cart, keeping their plan and its size", async () => {
    const email = 'merge@example.com';
    const owner = await guest();
    const registered = await owner.post('/api/auth/register', {
      first_name: 'Merry',
      last_name: 'Merge',
      email,
      password: 'merge-me-please',
      password_confirm: 'merge-me-please',
    });
    expect(registered.statusCode).toBe(201);
    await setPlan(owner, 'PLAN-8');
    await setItem(owner, { sku: sku(0), quantity: 3 });
    await setItem(owner, { sku: sku(1), quantity: 2 });

    const other = await guest();
    await setPlan(other, 'PLAN-12', 'one_time_order');
    await setItem(other, { sku: sku(1), quantity: 2 });
    await setItem(other, { sku: sku(2), quantity: 4 });
    await other.signIn(email, 'merge-me-please');

    // Three meals fit the 8-meal box: sku 1 gets its 2, sku 2 one of its 4.
    const merged = await getCart(other);
    expect(merged).toMatchObject({
      meal_plan: { sku: 'PLAN-8' },
      checkout_action: 'new_subscription_order',
      quantities: { [sku(0)]: 3, [sku(1)]: 4, [sku(2)]: 1 },
      cart_count: 8,
      remaining_meals_allowed: 0,
    });
    expect(await getCart(owner)).toEqual(merged);
    expect(
      await db()
        .select()
        .from(carts)
        .where(eq(carts.userId, await userId(email))),
    ).toHaveLength(1);
  });

  it('takes the guest plan when the customer had none, and sums quantities', async () => {
    const owner = await (await guest()).signIn('chef@mealbox.test');
    await setItem(owner, { sku: sku(5), quantity: 1 });
    const other = await guest();
    await setPlan(other, 'PLAN-6');
    await setItem(other, { sku: sku(5), quantity: 2 });
    await other.signIn('chef@mealbox.test');
    expect(await getCart(other)).toMatchObject({
      meal_plan: { sku: 'PLAN-6' },
      quantities: { [sku(5)]: 3 },
      remaining_meals_allowed: 3,
    });
    await other.post('/api/cart/clear', {});
  });
});

describe('previous picks', () => {
  it('are refused to guests with 401', async () => {
    const v = await guest();
    const res = await v.post('/api/cart/previous-picks', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
    expect((await getCart(v)).previous_picks_available).toBe(0);
  });

  it('answer 422 when the customer has picked nothing before this week', async () => {
    const v = await (await guest()).signIn('picky@mealbox.test');
    expect((await getCart(v)).previous_picks_available).toBe(0);
    const res = await v.post('/api/cart/previous-picks', { week });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'You have no previous picks on this week’s menu.' });
  });

  it("add the meals of the latest earlier order that are on this week's menu", async () => {
    const onMenu = new Set(meals.map((m) => m.sku));
    const [offMenu] = (await db().select({ sku: menuItems.sku }).from(menuItems)).filter(
      (m) => !onMenu.has(m.sku),
    );
    await placeEarlierOrder('picky@mealbox.test', addWeeks(week, -2), [[sku(20), 8]]);
    await placeEarlierOrder('picky@mealbox.test', addWeeks(week, -1), [
      [sku(0), 2],
      [sku(1), 1],
      [sku(2), 1],
      [offMenu?.sku ?? '', 3],
    ]);
    const v = await (await guest()).signIn('picky@mealbox.test');
    await setPlan(v, 'PLAN-8', 'subscription_pick');
    await setItem(v, { sku: sku(0), quantity: 1 });
    expect((await getCart(v)).previous_picks_available).toBe(4);

    const res = await v.post('/api/cart/previous-picks', {});
    expect(res.statusCode).toBe(200);
    const body = res.json<PreviousPicksResponse>();
    expect(body.added).toBe(4);
    expect(body.cart).toMatchObject({
      quantities: { [sku(0)]: 3, [sku(1)]: 1, [sku(2)]: 1 },
      cart_count: 5,
      remaining_meals_allowed: 3,
      previous_picks_available: 4,
    });
  });

  it('add only as many meals as the plan has room for, then report a full box', async () => {
    const v = await (await guest()).signIn('picky@mealbox.test');
    const res = await v.post('/api/cart/previous-picks', {});
    const body = res.json<PreviousPicksResponse>();
    // The most-picked meal first: 2 of sku 0, then 1 of sku 1 fills the box.
    expect(body.added).toBe(3);
    expect(body.cart).toMatchObject({
      quantities: { [sku(0)]: 5, [sku(1)]: 2, [sku(2)]: 1 },
      cart_count: 8,
      remaining_meals_allowed: 0,
    });
    const full = await v.post('/api/cart/previous-picks', {});
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'Your box is full!' });
  });

  it('come from the latest picked subscription week when it is more recent than any order', async () => {
    const email = 'chef@mealbox.test';
    await placeEarlierOrder(email, addWeeks(week, -3), [[sku(10), 1]]);
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, await userId(email)));
    const [lastWeek] = await db()
      .insert(subscriptionWeeks)
      .values({ subscriptionId: sub?.id ?? 0, week: addWeeks(week, -1), state: 'picked' })
      .returning();
    const ids = await menuItemIds([sku(6), sku(7)]);
    await db()
      .insert(subscriptionWeekItems)
      .values([
        { subscriptionWeekId: lastWeek?.id ?? 0, menuItemId: ids.get(sku(6)) ?? 0, quantity: 1 },
        { subscriptionWeekId: lastWeek?.id ?? 0, menuItemId: ids.get(sku(7)) ?? 0, quantity: 3 },
      ]);

    const v = await (await guest()).signIn(email);
    expect((await getCart(v)).previous_picks_available).toBe(4);
    const res = await v.post('/api/cart/previous-picks', {});
    expect(res.json<PreviousPicksResponse>()).toMatchObject({
      added: 4,
      cart: { quantities: { [sku(6)]: 1, [sku(7)]: 3 }, meal_plan: null },
    });
  });
  it("are counted in the answer to a signed-in customer's change, as in their cart", async () => {
    const v = await (await guest()).signIn('picky@mealbox.test');
    const res = await setItem(v, { sku: sku(0), quantity: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>()).toMatchObject({ cart_count: 7, previous_picks_available: 4 });
    expect(res.json()).toEqual(await getCart(v));
  });
});

describe('clearing the cart', () => {
  it('empties the cart, plan included', async () => {
    const v = await guest();
    await setPlan(v, 'PLAN-8');
    await setItem(v, { sku: sku(0), quantity: 2 });
    const res = await v.post('/api/cart/clear', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(emptyCart(week));
    expect(await getCart(v)).toMatchObject(emptyCart(week));
    expect(await cartRowsOfVisitor(v)).toHaveLength(0);
  });

  it("empties a signed-in customer's cart on every session of theirs", async () => {
    const first = await (await guest()).signIn('casual@mealbox.test');
    await setItem(first, { sku: sku(4), quantity: 1 });
    const second = await (await guest()).signIn('casual@mealbox.test');
    expect((await getCart(second)).cart_count).toBeGreaterThan(0);
    await second.post('/api/cart/clear', { week });
    expect((await getCart(first)).cart_count).toBe(0);
  });
});

describe('the API document', () => {
  it('lists the cart endpoints', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    expect(paths['/api/cart']?.get?.tags).toEqual(['cart']);
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/cart/items',
        '/api/cart/plan',
        '/api/cart/previous-picks',
        '/api/cart/clear',
      ]),
    );
  });
});
