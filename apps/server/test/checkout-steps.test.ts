import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart, CurrentUser, Menu, OrderConfirmation } from '@mealbox/contracts';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import {
  analyticsEvents,
  carts,
  emailOutbox,
  orders,
  payments,
  subscriptionWeekItems,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../src/db/schema.ts';
import { seedDemoData } from '../src/db/seed.ts';
import type { PaymentGateway } from '../src/integrations/payments/payment-gateway.ts';
import { SandboxGateway } from '../src/integrations/payments/sandbox-gateway.ts';
import { registeredCustomer } from './support/accounts.ts';
import { testEnv, Visitor } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

/** The sandbox, except that a charge can be made to fail once as if the process had crashed. */
class FlakyGateway extends SandboxGateway {
  failNextCharge = false;
  charged = 0;

  override async charge(request: Parameters<PaymentGateway['charge']>[0]) {
    if (this.failNextCharge) {
      this.failNextCharge = false;
      throw new Error('gateway timeout');
    }
    this.charged += 1;
    return super.charge(request);
  }
}

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let menu: Menu;
const gateway = new FlakyGateway();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { timeZone: 'America/New_York' });
  const env = testEnv({ LOGIN_LIMIT_PER_ADDRESS: '1000' });
  app = await buildApp({ env, database, logger: false, payments: gateway });
  await app.ready();
  menu = (await app.inject({ url: '/api/menus/current' })).json<Menu>();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function newCustomer() {
  const visitor = await registeredCustomer(app);
  const [user] = await database.db.select().from(users).where(eq(users.email, visitor.email));
  if (!user) throw new Error('no user');
  return { visitor, email: visitor.email, userId: user.id };
}

async function fillBox(visitor: Visitor, plan: string | null, action: string, meals: number) {
  expect(
    (await visitor.put('/api/cart/plan', { meal_plan_sku: plan, checkout_action: action }))
      .statusCode,
  ).toBe(200);
  // Not in sku order, so the box's order comes from the server, not from the requests.
  for (const item of menu.items.slice(0, meals).reverse()) {
    expect((await visitor.put('/api/cart/items', { sku: item.sku, quantity: 1 })).statusCode).toBe(
      200,
    );
  }
}

const order = (extra: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  shipping: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address_1: '12 St James Square',
    city: 'New York',
    state: 'NY',
    zip_code: '10001',
    dayphone: '212-555-0100',
  },
  payment: {
    payment_first_name: 'Ada',
    payment_last_name: 'Lovelace',
    payment_address: '12 St James Square',
    payment_city: 'New York',
    payment_state: 'NY',
    payment_zip_code: '10001',
    cc_num: '4242424242424242',
    cc_exp_month: '09',
    cc_exp_year: '2031',
    cc_cvv: '737',
  },
  ...extra,
});

const confirmationPage = async (key: string) =>
  (await app.inject({ url: `/api/orders/${key}/confirmation` })).json<OrderConfirmation>();

describe('the cart answer after a change', () => {
  it('is the cart as GET /api/cart shows it, for a guest and for a customer', async () => {
    const guest = await new Visitor(app).open();
    const customer = (await newCustomer()).visitor;
    const [a, b, c, d] = menu.items;
    if (!a || !b || !c || !d) throw new Error('menu too short');
    for (const visitor of [guest, customer]) {
      const steps = [
        { sku: c.sku, quantity: 1 },
        { sku: a.sku, quantity: 2 },
        { sku: d.sku, quantity: 1 },
        { sku: a.sku, quantity: 3 },
        { sku: c.sku, quantity: 0 },
        { sku: b.sku, quantity: 0 },
        { sku: b.sku, quantity: 1 },
      ];
      for (const step of steps) {
        const answer = await visitor.put('/api/cart/items', step);
        expect(answer.statusCode).toBe(200);
        expect(answer.json<Cart>()).toEqual((await visitor.get('/api/cart')).json<Cart>());
      }
      const cart = (await visitor.get('/api/cart')).json<Cart>();
      expect(cart.quantities).toEqual({ [a.sku]: 3, [b.sku]: 1, [d.sku]: 1 });
    }
  });
});

describe('checkout, step by step', () => {
  it('answers the confirmation the order page shows, and writes each part once', async () => {
    const { visitor, email, userId } = await newCustomer();
    await fillBox(visitor, 'PLAN-6', 'new_subscription_order', 6);
    const res = await visitor.post('/api/checkout', order());
    expect(res.statusCode).toBe(201);
    const confirmation = res.json<OrderConfirmation>();
    expect(confirmation).toEqual(await confirmationPage(confirmation.customer_order_key));
    expect(confirmation.next_week).not.toBeNull();

    const [placed] = await database.db.select().from(orders).where(eq(orders.userId, userId));
    if (!placed?.subscriptionId) throw new Error('no subscription on the order');
    const [week] = await database.db
      .select()
      .from(subscriptionWeeks)
      .where(eq(subscriptionWeeks.subscriptionId, placed.subscriptionId));
    expect(week).toMatchObject({ state: 'paid', orderId: placed.id, week: placed.week });
    const items = await database.db
      .select()
      .from(subscriptionWeekItems)
      .where(eq(subscriptionWeekItems.subscriptionWeekId, week?.id ?? 0));
    expect(items).toHaveLength(6);
    expect(
      await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)),
    ).toHaveLength(1);
    const purchases = await database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId));
    expect(purchases.filter((e) => e.name === 'purchase')).toHaveLength(1);
    const [customer] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(customer).toMatchObject({
      city: 'New York',
      cardLast4: '4242',
      dayphone: '212-555-0100',
    });
  });

  it('finishes an order whose charge failed midway when the same checkout is retried', async () => {
    const { visitor, email, userId } = await newCustomer();
    await fillBox(visitor, 'PLAN-6', 'new_subscription_order', 6);
    const body = order();
    gateway.failNextCharge = true;
    const chargedBefore = gateway.charged;
    const first = await visitor.post('/api/checkout', body);
    expect(first.statusCode).toBe(500);
    const [stuck] = await database.db.select().from(orders).where(eq(orders.userId, userId));
    expect(stuck?.status).toBe('placed');
    expect(await database.db.select().from(carts).where(eq(carts.userId, userId))).toHaveLength(1);

    const retry = await visitor.post('/api/checkout', body);
    expect(retry.statusCode).toBe(201);
    const confirmation = retry.json<OrderConfirmation>();
    expect(confirmation.status).toBe('paid');
    expect(confirmation).toEqual(await confirmationPage(confirmation.customer_order_key));
    const placed = await database.db.select().from(orders).where(eq(orders.userId, userId));
    expect(placed).toHaveLength(1);
    const charged = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed[0]?.id ?? 0));
    expect(charged.map((p) => p.status)).toEqual(['succeeded']);
    expect(gateway.charged - chargedBefore).toBe(1);
    expect(await database.db.select().from(carts).where(eq(carts.userId, userId))).toHaveLength(0);
    expect(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)),
    ).toHaveLength(1);
    // And again: the same answer, nothing more written.
    const again = await visitor.post('/api/checkout', body);
    expect(again.json<OrderConfirmation>()).toEqual(confirmation);
    expect(
      await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
  });

  it('takes part of the total from the gift card balance and the rest from the card', async () => {
    const { visitor, userId } = await newCustomer();
    await fillBox(visitor, null, 'one_time_order', 3);
    await database.db.update(users).set({ giftCardBalanceCents: 700 }).where(eq(users.id, userId));
    const res = await visitor.post('/api/checkout', order());
    expect(res.statusCode).toBe(201);
    const { price } = res.json<OrderConfirmation>();
    expect(price.gift_card).toBe(700);
    expect(price.card).toBe(price.total - 700);
    const [customer] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(customer?.giftCardBalanceCents).toBe(0);
    const [placed] = await database.db.select().from(orders).where(eq(orders.userId, userId));
    const charged = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed?.id ?? 0));
    expect(charged).toMatchObject([{ status: 'succeeded', amountCents: price.card }]);
  });

  it('charges no card when the gift card covers the whole order', async () => {
    const { visitor, userId } = await newCustomer();
    await fillBox(visitor, null, 'one_time_order', 1);
    await database.db
      .update(users)
      .set({ giftCardBalanceCents: 100_000 })
      .where(eq(users.id, userId));
    const res = await visitor.post('/api/checkout', order());
    expect(res.statusCode).toBe(201);
    const confirmation = res.json<OrderConfirmation>();
    expect(confirmation).toMatchObject({ status: 'paid', price: { card: 0 } });
    const [placed] = await database.db.select().from(orders).where(eq(orders.userId, userId));
    expect(
      await database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, placed?.id ?? 0)),
    ).toHaveLength(0);
    const [customer] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(customer?.giftCardBalanceCents).toBe(100_000 - confirmation.price.total);
  });
});

describe('the card on file', () => {
  const typedCard = (cc_num: string) => ({ payment: { ...order().payment, cc_num } });
  const cardOnFile = async (visitor: Visitor) =>
    (await visitor.get('/api/auth/me')).json<{ user: CurrentUser | null }>().user
      ?.masked_card_number ?? null;
  const customerRow = async (userId: number) =>
    (await database.db.select().from(users).where(eq(users.id, userId)))[0];
  const paymentsOf = async (userId: number) =>
    database.db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(payments.id);

  it('is never a declined card: the card that pays next becomes it, for exactly one paid order', async () => {
    const { visitor, userId } = await newCustomer();
    await fillBox(visitor, 'PLAN-6', 'new_subscription_order', 6);
    const declined = await visitor.post('/api/checkout', order(typedCard('4000000000000002')));
    expect(declined.statusCode).toBe(422);
    expect(declined.json<{ message: string }>().message).toBe(
      'Your card was declined. Please use a different card.',
    );
    expect(await cardOnFile(visitor)).toBeNull();
    expect(await customerRow(userId)).toMatchObject({
      cardToken: null,
      cardLast4: null,
      cardBrand: null,
      paymentAddress: null,
    });
    const afterDecline = await paymentsOf(userId);
    expect(afterDecline.map((r) => [r.order.status, r.payment.status])).toEqual([
      ['payment_failed', 'declined'],
    ]);

    const paid = await visitor.post('/api/checkout', order());
    expect(paid.statusCode).toBe(201);
    expect(paid.json<OrderConfirmation>().status).toBe('paid');
    const rows = await paymentsOf(userId);
    expect(rows.map((r) => [r.order.status, r.payment.status])).toEqual([
      ['payment_failed', 'declined'],
      ['paid', 'succeeded'],
    ]);
    const good = rows[1]?.payment;
    expect(await customerRow(userId)).toMatchObject({
      cardToken: good?.cardToken,
      cardLast4: '4242',
      cardBrand: 'Visa',
      paymentAddress: '12 St James Square',
    });
    expect(await cardOnFile(visitor)).toBe('**** **** **** 4242');

    // A later declined card does not replace the card on file either.
    await fillBox(visitor, null, 'one_time_order', 1);
    const again = await visitor.post('/api/checkout', order(typedCard('4000000000000002')));
    expect(again.statusCode).toBe(422);
    expect((await customerRow(userId))?.cardToken).toBe(good?.cardToken);
    expect(await cardOnFile(visitor)).toBe('**** **** **** 4242');
  });

  it('charges a resumed attempt once, to the card its first request kept, and then keeps that card', async () => {
    const { visitor, userId } = await newCustomer();
    await fillBox(visitor, null, 'one_time_order', 2);
    const body = order();
    gateway.failNextCharge = true;
    const chargedBefore = gateway.charged;
    expect((await visitor.post('/api/checkout', body)).statusCode).toBe(500);
    // Reserved, not charged: the card waits on the payment, not on the customer.
    const [pending] = await paymentsOf(userId);
    expect(pending?.payment).toMatchObject({ status: 'pending', newCard: { cardLast4: '4242' } });
    expect(pending?.payment.cardToken).toMatch(/^tok_sandbox_/);
    expect(await cardOnFile(visitor)).toBeNull();

    // The retry (same key) types another card: the order is still charged to the first one.
    const retry = await visitor.post('/api/checkout', {
      ...body,
      ...typedCard('5555555555554444'),
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json<OrderConfirmation>().status).toBe('paid');
    const again = await visitor.post('/api/checkout', body);
    expect(again.json<OrderConfirmation>()).toEqual(retry.json<OrderConfirmation>());
    expect(gateway.charged - chargedBefore).toBe(1);
    const rows = await paymentsOf(userId);
    expect(rows.map((r) => [r.order.status, r.payment.status])).toEqual([['paid', 'succeeded']]);
    expect(await customerRow(userId)).toMatchObject({
      cardToken: pending?.payment.cardToken,
      cardLast4: '4242',
    });
  });

  it('stays empty when a resumed attempt is declined', async () => {
    const { visitor, userId } = await newCustomer();
    await fillBox(visitor, null, 'one_time_order', 2);
    const body = order(typedCard('4000000000000002'));
    gateway.failNextCharge = true;
    const chargedBefore = gateway.charged;
    expect((await visitor.post('/api/checkout', body)).statusCode).toBe(500);
    const retry = await visitor.post('/api/checkout', body);
    expect(retry.statusCode).toBe(422);
    expect((await visitor.post('/api/checkout', body)).statusCode).toBe(422);
    expect(gateway.charged - chargedBefore).toBe(1);
    const rows = await paymentsOf(userId);
    expect(rows.map((r) => [r.order.status, r.payment.status])).toEqual([
      ['payment_failed', 'declined'],
    ]);
    expect((await customerRow(userId))?.cardToken).toBeNull();
    expect(await cardOnFile(visitor)).toBeNull();
  });
});
