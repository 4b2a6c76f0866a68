import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  mealPriceInBox,
  type MealPlan,
  type Menu,
  type OrderConfirmation,
} from '@mealbox/contracts';
import {
  analyticsEvents,
  carts,
  discountRedemptions,
  discounts,
  emailOutbox,
  orders,
  payments,
  subscriptionWeekItems,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../src/db/schema.ts';
import { card, shipping } from './support/checkout-fixtures.ts';
import { ordersWithWrongMealCount } from './support/order-meals.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
let menu: Menu;
beforeAll(async () => {
  // Dozens of customers sign up from one address in this file.
  t = await createTestApp({ env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  await t.database.db.insert(discounts).values({ code: 'NOMIN5', kind: 'fixed', amount: 500 });
  menu = (await t.app.inject({ url: '/api/menus/current' })).json<Menu>();
});
afterAll(() => t.close());

let n = 0;
async function newCustomer() {
  const visitor = await new Visitor(t.app).open();
  const email = `buyer${++n}-${Date.now()}@example.com`;
  const res = await visitor.post('/api/auth/register', {
    first_name: 'Grace',
    last_name: 'Hopper',
    email,
    password: 'cobol-forever',
    password_confirm: 'cobol-forever',
  });
  expect(res.statusCode).toBe(201);
  return { visitor, email };
}

async function fillBox(visitor: Visitor, plan: string | null, action: string, meals: number) {
  const planned = await visitor.put('/api/cart/plan', {
    meal_plan_sku: plan,
    checkout_action: action,
  });
  expect(planned.statusCode).toBe(200);
  for (const item of menu.items.slice(0, meals)) {
    const res = await visitor.put('/api/cart/items', { sku: item.sku, quantity: 1 });
    expect(res.statusCode).toBe(200);
  }
}

const checkout = (visitor: Visitor, extra: Record<string, unknown> = {}) =>
  visitor.post('/api/checkout', {
    idempotency_key: randomUUID(),
    shipping,
    payment: card(),
    ...extra,
  });

const ordersOf = async (email: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return t.database.db
    .select()
    .from(orders)
    .where(eq(orders.userId, user?.id ?? 0));
};

describe('checkout', () => {
  it('subscribes a new customer with a test card: paid order, Subscribe & Save, subscription, empty cart, email', async () => {
    const { visitor, email } = await newCustomer();
    await fillBox(visitor, 'PLAN-6', 'new_subscription_order', 6);
    const res = await checkout(visitor);
    expect(res.statusCode).toBe(201);
    const confirmation = res.json<OrderConfirmation>();
    // Each meal at its price in the 6-meal plan's box (the plan's price plus any surcharge), not
    // its own price.
    const plans = (await t.app.inject({ url: '/api/meal-plans' })).json<{
      meal_plans: MealPlan[];
    }>().meal_plans;
    const plan6 = plans.find((p) => p.sku === 'PLAN-6') ?? null;
    expect(plan6).not.toBeNull();
    const subtotal = menu.items.slice(0, 6).reduce((s, i) => s + mealPriceInBox(i, plan6), 0);
    expect(confirmation).toMatchObject({ kind: 'subscription', status: 'paid', week: menu.week });
    expect(confirmation.price.subtotal).toBe(subtotal);
    expect(confirmation.price.subscription_discount).toBe(Math.floor((subtotal * 10 + 50) / 100));
    expect(confirmation.price.card).toBe(confirmation.price.total);
    expect(confirmation.items).toHaveLength(6);
    expect(confirmation.next_week?.picking_required).toBe(true);
    expect(confirmation.customer_order_key.length).toBeGreaterThanOrEqual(30);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(
      await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user?.id ?? 0)),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(carts)
        .where(eq(carts.userId, user?.id ?? 0)),
    ).toHaveLength(0);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail?.subject).toBe(`Your Mealbox order for the week of ${menu.week_formatted}`);
    expect(mail?.html).toContain('Subscribe &amp; Save');

    const page = await t.app.inject({
      url: `/api/orders/${confirmation.customer_order_key}/confirmation`,
    });
    expect(page.json<OrderConfirmation>().price).toEqual(confirmation.price);
  });

  it('never stores the card number or CVC', async () => {
    const { visitor, email } = await newCustomer();
    await fillBox(visitor, null, 'one_time_order', 1);
    expect((await checkout(visitor)).statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.cardLast4).toBe('4242');
    // Every column of every user row, as text.
    const dump = await t.database.db.execute(sql`select u::text as row from users u`);
    expect(JSON.stringify(dump)).not.toContain('4242424242424242');
    const paymentRows = JSON.stringify(await t.database.db.select().from(payments));
    expect(paymentRows).not.toContain('4242424242424242');
  });

  it('turns a declined card into a clear error, no paid order, the cart kept and the gift card and code given back', async () => {
    const { visitor, email } = await newCustomer();
    await fillBox(visitor, null, 'one_time_order', 2);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(users)
      .set({ giftCardBalanceCents: 500 })
      .where(eq(users.id, user?.id ?? 0));
    const res = await checkout(visitor, {
      payment: card('4000000000000002'),
      discount_code: 'NOMIN5',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(
      'Your card was declined. Please use a different card.',
    );
    const placed = await ordersOf(email);
    expect(placed.map((o) => o.status)).toEqual(['payment_failed']);
    expect(
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]
        ?.giftCardBalanceCents,
    ).toBe(500);
    expect(
      await t.database.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.orderId, placed[0]?.id ?? 0)),
    ).toHaveLength(0);
    const cart = await visitor.get('/api/cart');
    expect(cart.json<{ cart_count: number }>().cart_count).toBe(2);
    // A good card on a fresh attempt succeeds.
    expect((await checkout(visitor)).statusCode).toBe(201);
  });

  it('gives one order and one charge when the same checkout is submitted twice at once, and the same answer on a retry', async () => {
    const { visitor, email } = await newCustomer();
    await fillBox(visitor, null, 'one_time_order', 3);
    const body = { idempotency_key: randomUUID(), shipping, payment: card() };
    const [a, b] = await Promise.all([
      visitor.post('/api/checkout', body),
      visitor.post('/api/checkout', body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<OrderConfirmation>().customer_order_key).toBe(
      b.json<OrderConfirmation>().customer_order_key,
    );
    const retry = await visitor.post('/api/checkout', body);
    expect(retry.json<OrderConfirmation>().customer_order_key).toBe(
      a.json<OrderConfirmation>().customer_order_key,
    );
    const placed = await ordersOf(email);
    expect(placed).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, placed[0]?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('starts one subscription, sends one mail and records one purchase when a subscription checkout is submitted twice at once', async () => {
    // Several customers at once, each submitting twice, so that the two requests finishing the
    // same order meet at its row lock.
    const customers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const customer = await newCustomer();
        await fillBox(customer.visitor, 'PLAN-6', 'new_subscription_order', 6);
        return customer;
      }),
    );
    await Promise.all(
      customers.map(async ({ visitor }) => {
        const body = { idempotency_key: randomUUID(), shipping, payment: card() };
        const answers = await Promise.all([
          visitor.post('/api/checkout', body),
          visitor.post('/api/checkout', body),
        ]);
        expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
      }),
    );
    for (const { email } of customers) {
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      const userId = user?.id ?? 0;
      const [order, ...others] = await ordersOf(email);
      expect(others).toHaveLength(0);
      expect(order).toMatchObject({ status: 'paid' });
      const paid = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order?.id ?? 0));
      expect(paid.map((p) => p.status)).toEqual(['succeeded']);
      const started = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      expect(started).toHaveLength(1);
      expect(order?.subscriptionId).toBe(started[0]?.id);
      const weeks = await t.database.db
        .select()
        .from(subscriptionWeeks)
        .where(eq(subscriptionWeeks.subscriptionId, started[0]?.id ?? 0));
      expect(weeks).toMatchObject([{ state: 'paid', orderId: order?.id }]);
      const items = await t.database.db
        .select()
        .from(subscriptionWeekItems)
        .where(eq(subscriptionWeekItems.subscriptionWeekId, weeks[0]?.id ?? 0));
      expect(items.reduce((sum, i) => sum + i.quantity, 0)).toBe(6);
      expect(
        await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)),
      ).toHaveLength(1);
      const purchases = await t.database.db
        .select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.name, 'purchase')));
      expect(purchases).toHaveLength(1);
      expect(purchases[0]?.properties).toEqual({
        order_id: order?.id,
        value: order?.totalCents,
        kind: 'subscription',
      });
      expect(await t.database.db.select().from(carts).where(eq(carts.userId, userId))).toHaveLength(
        0,
      );
      expect(user).toMatchObject({ address1: '1 Navy Yard', cardLast4: '4242' });
    }
  });

  it('lets exactly 10 of 50 concurrent checkouts use a code capped at 10 redemptions', async () => {
    await t.database.db
      .insert(discounts)
      .values({ code: 'FIRST10', kind: 'percent', amount: 25, maxRedemptions: 10 });
    const customers = [];
    for (let i = 0; i < 50; i++) {
      const c = await newCustomer();
      await fillBox(c.visitor, null, 'one_time_order', 1);
      customers.push(c);
    }
    const results = await Promise.all(
      customers.map((c) => checkout(c.visitor, { discount_code: 'FIRST10' })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 422)).toBe(true);
    const [code] = await t.database.db
      .select()
      .from(discounts)
      .where(eq(discounts.code, 'FIRST10'));
    expect(code?.redemptionsCount).toBe(10);
  }, 120_000);

  it('refuses a box that is not full, an empty box and a guest', async () => {
    const { visitor } = await newCustomer();
    await fillBox(visitor, 'PLAN-6', 'new_subscription_order', 4);
    const notFull = await checkout(visitor);
    expect(notFull.statusCode).toBe(422);
    expect(notFull.json<{ message: string }>().message).toBe('Add 2 more meals to fill your box.');
    const empty = await newCustomer();
    expect((await checkout(empty.visitor)).json<{ message: string }>().message).toBe(
      'Your box is empty. Add some meals first.',
    );
    const guest = await new Visitor(t.app).open();
    expect((await checkout(guest)).statusCode).toBe(401);
  });
});

describe('order summary before checkout (POST /api/checkout/quote)', () => {
  it('prices the box with Subscribe & Save and a code, exactly as checkout then charges', async () => {
    const { visitor } = await newCustomer();
    await fillBox(visitor, 'PLAN-6', 'new_subscription_order', 6);
    const quote = await visitor.post('/api/checkout/quote', { discount_code: 'nomin5' });
    expect(quote.statusCode).toBe(200);
    const q = quote.json<{
      subtotal: number;
      subscription_discount: number;
      discount: number;
      discount_code: string;
      card: number;
    }>();
    expect(q.subscription_discount).toBeGreaterThan(0);
    expect(q).toMatchObject({ discount: 500, discount_code: 'NOMIN5' });
    const order = await checkout(visitor, { discount_code: 'NOMIN5' });
    expect(order.json<OrderConfirmation>().price.card).toBe(q.card);
  });

  it('quotes a guest box and refuses an unusable code with a clear message', async () => {
    const guest = await new Visitor(t.app).open();
    await fillBox(guest, null, 'one_time_order', 1);
    const plain = await guest.post('/api/checkout/quote', {});
    expect(plain.json()).toMatchObject({ subtotal: menu.items[0]?.price, gift_card: 0 });
    const bad = await guest.post('/api/checkout/quote', { discount_code: 'NOPE' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'This discount code is not valid.',
      errors: { discount_code: ['This discount code is not valid.'] },
    });
  });
});

describe('every order checkout made', () => {
  it('keeps its meal count equal to its lines', async () => {
    expect(await ordersWithWrongMealCount(t.database.db)).toEqual([]);
  });
});
