import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  mealPriceInBox,
  type MealPlan,
  type Menu,
  type OrderConfirmation,
} from '@mealbox/contracts';
import {
  carts,
  discountRedemptions,
  discounts,
  emailOutbox,
  orders,
  payments,
  subscriptions,
  users,
} from '../src/db/schema.ts';
import { card, checkoutBody, fillBox } from './support/checkout-fixtures.ts';
import { ordersWithWrongMealCount } from './support/order-meals.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
let menu: Menu;
beforeAll(async () => {
  t = await createTestApp();
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

const checkout = (visitor: Visitor, extra: Record<string, unknown> = {}) =>
  visitor.post('/api/checkout', checkoutBody(extra));

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
    await fillBox(visitor, menu.items.slice(0, 6), {
      plan: 'PLAN-6',
      action: 'new_subscription_order',
    });
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
    await fillBox(visitor, menu.items.slice(0, 1));
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
    await fillBox(visitor, menu.items.slice(0, 2));
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

  it('refuses a box that is not full, an empty box and a guest', async () => {
    const { visitor } = await newCustomer();
    await fillBox(visitor, menu.items.slice(0, 4), {
      plan: 'PLAN-6',
      action: 'new_subscription_order',
    });
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
    await fillBox(visitor, menu.items.slice(0, 6), {
      plan: 'PLAN-6',
      action: 'new_subscription_order',
    });
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
    await fillBox(guest, menu.items.slice(0, 1));
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
