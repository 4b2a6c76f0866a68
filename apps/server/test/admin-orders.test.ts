import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  mealPriceInBox,
  priceOrder,
  type AdminOrderView,
  type AdminOrdersPage,
  type AuditTrail,
  type MealPlan,
  type Menu,
  type NewOrderOptions,
  type OrderConfirmation,
} from '@mealbox/contracts';
import { orders, payments, refunds, sandboxRefunds, users } from '../src/db/schema.ts';
import {
  GatewayTimeout,
  type PaymentGateway,
  type RefundResult,
} from '../src/integrations/payments/payment-gateway.ts';
import { SandboxGateway } from '../src/integrations/payments/sandbox-gateway.ts';
import { DatabaseLedger } from '../src/integrations/payments/sandbox-ledger.repository.ts';
import { card, shipping } from './support/checkout-fixtures.ts';
import { staffVisitor } from './support/staff.ts';
import { ordersWithWrongMealCount } from './support/order-meals.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

/** The sandbox, with the refund's answer lost, refused or never asked for on demand. */
class FaultyGateway implements PaymentGateway {
  readonly name = 'faulty-sandbox';
  inner!: PaymentGateway;
  refundFault: 'none' | 'answer-lost' | 'refused' = 'none';
  tokenize: PaymentGateway['tokenize'] = (c) => this.inner.tokenize(c);
  charge: PaymentGateway['charge'] = (r) => this.inner.charge(r);
  async refund(request: Parameters<PaymentGateway['refund']>[0]): Promise<RefundResult> {
    const fault = this.refundFault;
    this.refundFault = 'none';
    if (fault === 'refused') return { status: 'failed', message: 'The charge is disputed.' };
    const result = await this.inner.refund(request);
    if (fault === 'answer-lost') throw new GatewayTimeout();
    return result;
  }
}

let t: TestApp;
let menu: Menu;
let plan8: MealPlan;
let admin: Visitor;
const gateway = new FaultyGateway();

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_LIMIT_PER_ADDRESS: '1000' }, payments: gateway });
  gateway.inner = new SandboxGateway(new DatabaseLedger(t.database.db));
  menu = (await t.app.inject({ url: '/api/menus/current' })).json<Menu>();
  const plans = (await t.app.inject({ url: '/api/meal-plans' })).json<{ meal_plans: MealPlan[] }>()
    .meal_plans;
  plan8 = plans.find((p) => p.meals_per_week === 8)!;
  admin = await (await new Visitor(t.app).open()).signIn('admin@mealbox.test', 'admin-demo-pass');
}, 60_000);
afterAll(() => t.close());

let n = 0;
async function newCustomer(first = 'Ada', last = 'Lovelace') {
  const visitor = await new Visitor(t.app).open();
  const email = `orders${++n}-${Date.now()}@example.com`;
  const res = await visitor.post('/api/auth/register', {
    first_name: first,
    last_name: last,
    email,
    password: 'analytical-engine',
    password_confirm: 'analytical-engine',
  });
  expect(res.statusCode).toBe(201);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { visitor, email, id: user!.id };
}

/** A paid order of the customer's: a one-time box of `meals` meals à la carte, or a subscription. */
async function paidOrder(
  customer: { visitor: Visitor },
  options: { meals?: number; subscribe?: boolean } = {},
) {
  const { visitor } = customer;
  const subscribe = options.subscribe ?? false;
  const res1 = await visitor.put('/api/cart/plan', {
    meal_plan_sku: subscribe ? plan8.sku : null,
    checkout_action: subscribe ? 'new_subscription_order' : 'one_time_order',
  });
  expect(res1.statusCode).toBe(200);
  const count = subscribe ? plan8.meals_per_week : (options.meals ?? 3);
  for (const item of menu.items.slice(0, count)) {
    expect((await visitor.put('/api/cart/items', { sku: item.sku, quantity: 1 })).statusCode).toBe(
      200,
    );
  }
  const res = await visitor.post('/api/checkout', {
    idempotency_key: randomUUID(),
    shipping,
    payment: card(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const key = res.json<OrderConfirmation>().customer_order_key;
  const [order] = await t.database.db.select().from(orders).where(eq(orders.customerOrderKey, key));
  return order!;
}

const view = async (id: number) => {
  const res = await admin.get(`/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderView>();
};
const list = async (query: string) => {
  const res = await admin.get(`/api/admin/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrdersPage>();
};
const refund = (id: number, body: Record<string, unknown>) =>
  admin.post(`/api/admin/orders/${id}/refunds`, {
    reason: 'Damaged box',
    idempotency_key: randomUUID(),
    ...body,
  });
const trail = async (id: number) =>
  (await admin.get(`/api/admin/audit?entity=order&entity_id=${id}`)).json<AuditTrail>().events;
const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
/** A card on file, as a checkout that paid would have kept it. */
const giveCard = (userId: number, balance = 0) =>
  t.database.db
    .update(users)
    .set({
      cardToken: 'tok_sandbox_onfile',
      cardBrand: 'Visa',
      cardLast4: '4242',
      giftCardBalanceCents: balance,
    })
    .where(eq(users.id, userId));
const balanceOf = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.giftCardBalanceCents;

describe('the staff order list', () => {
  let ada: Awaited<ReturnType<typeof newCustomer>>;
  let bob: Awaited<ReturnType<typeof newCustomer>>;
  let made: Array<Awaited<ReturnType<typeof paidOrder>>>;
  beforeAll(async () => {
    ada = await newCustomer('Ada', 'Quasimodo');
    bob = await newCustomer('Bob', 'Zanzibar');
    made = [
      await paidOrder(ada, { meals: 2 }),
      await paidOrder(ada, { meals: 4 }),
      await paidOrder(bob, { subscribe: true }),
    ];
    // Checkout keeps the shipping name as the customer's; a later rename is what staff search.
    await t.database.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Quasimodo' })
      .where(eq(users.id, ada.id));
  }, 60_000);

  it("finds a customer's orders by name, email, order id or order key, newest first", async () => {
    const byName = await list('q=quasimodo');
    expect(byName.total).toBe(2);
    expect(byName.rows.map((r) => r.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(byName.rows[0]!.customer).toMatchObject({ id: ada.id, email: ada.email });
    expect((await list(`q=${encodeURIComponent(bob.email)}`)).rows.map((r) => r.id)).toEqual([
      made[2]!.id,
    ]);
    expect((await list(`q=${made[0]!.id}`)).rows.map((r) => r.id)).toContain(made[0]!.id);
    expect((await list(`q=${made[1]!.customerOrderKey}`)).rows.map((r) => r.id)).toEqual([
      made[1]!.id,
    ]);
  });

  it('filters by customer, kind, status, week and channel', async () => {
    expect((await list(`customer=${ada.id}`)).total).toBe(2);
    const subs = await list(`customer=${bob.id}&kind=subscription`);
    expect(subs.rows.map((r) => [r.id, r.kind])).toEqual([[made[2]!.id, 'subscription']]);
    expect((await list(`customer=${bob.id}&kind=one_time`)).total).toBe(0);
    expect((await list(`customer=${ada.id}&status=paid&week=${menu.week}`)).total).toBe(2);
    expect((await list(`customer=${ada.id}&status=placed`)).total).toBe(0);
    expect((await list(`customer=${ada.id}&week=2001-01-01`)).total).toBe(0);
    const { channels } = (await admin.get('/api/admin/channels')).json<{
      channels: Array<{ id: number; name: string }>;
    }>();
    const [mealbox, fitfuel] = channels;
    expect((await list(`customer=${ada.id}&channel=${mealbox!.id}`)).total).toBe(2);
    expect((await list(`customer=${ada.id}&channel=${fitfuel!.id}`)).total).toBe(0);
  });

  it('sorts by total either way and pages without losing or repeating a row', async () => {
    const asc = await list(`customer=${ada.id}&sort=total&order=asc`);
    expect(asc.rows.map((r) => r.total)).toEqual([made[0]!.totalCents, made[1]!.totalCents]);
    const desc = await list(`customer=${ada.id}&sort=total&order=desc`);
    expect(desc.rows.map((r) => r.id)).toEqual([made[1]!.id, made[0]!.id]);
    const all = await list('page_size=100&sort=id&order=asc');
    const first = await list('page_size=10&page=0&sort=id&order=asc');
    const second = await list('page_size=10&page=1&sort=id&order=asc');
    expect(first.total).toBe(all.total);
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(
      all.rows.slice(0, first.rows.length + second.rows.length).map((r) => r.id),
    );
    for (const sort of ['created', 'week', 'status']) {
      expect((await admin.get(`/api/admin/orders?sort=${sort}&order=desc`)).statusCode).toBe(200);
    }
    expect((await admin.get('/api/admin/orders?sort=password')).statusCode).toBe(422);
  });

  it('filters refunded and partly refunded orders', async () => {
    const order = await paidOrder(ada, { meals: 1 });
    expect(
      (await refund(order.id, { amount_cents: 100, destination: 'gift_card' })).statusCode,
    ).toBe(200);
    expect((await list(`customer=${ada.id}&status=partly_refunded`)).rows.map((r) => r.id)).toEqual(
      [order.id],
    );
    const rest = order.totalCents - 100;
    expect(
      (await refund(order.id, { amount_cents: rest, destination: 'gift_card' })).statusCode,
    ).toBe(200);
    const refunded = await list(`customer=${ada.id}&status=refunded`);
    expect(refunded.rows.map((r) => [r.id, r.refunded])).toEqual([[order.id, order.totalCents]]);
  });
});

describe('an order staff open', () => {
  it('shows its lines, prices, address, payment, customer and what may be done', async () => {
    const customer = await newCustomer();
    const order = await paidOrder(customer, { subscribe: true });
    const seen = await view(order.id);
    expect(seen).toMatchObject({
      id: order.id,
      status: 'paid',
      kind: 'subscription',
      week: menu.week,
      customer: { id: customer.id, email: customer.email },
      plan: { sku: plan8.sku },
      prices: {
        subtotal: order.subtotalCents,
        subscription_discount: order.subscriptionDiscountCents,
        total: order.totalCents,
        card: order.cardChargeCents,
        refunded: 0,
      },
      shipping: { address_1: shipping.address_1, city: shipping.city },
      can: { edit_items: false, charge: false, cancel: true, refundable: order.totalCents },
    });
    expect(seen.subscription).not.toBeNull();
    expect(seen.lines).toHaveLength(plan8.meals_per_week);
    expect(seen.payments).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: order.cardChargeCents }),
    ]);
    expect(seen.payments[0]!.reference).toMatch(/^ch_sandbox_/);
    expect((await admin.get('/api/admin/orders/999999')).statusCode).toBe(404);
  });
});

describe('refunds', () => {
  it('refunds part to the card, then the rest, and never more', async () => {
    const customer = await newCustomer();
    const order = await paidOrder(customer, { meals: 3 });
    const part = 500;
    const first = await refund(order.id, { amount_cents: part, destination: 'card' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ refund: { status: 'succeeded', amount: part } });
    const tooMuch = await refund(order.id, {
      amount_cents: order.totalCents - part + 1,
      destination: 'card',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json<{ message: string }>().message).toMatch(/At most/);
    expect(await orderRow(order.id)).toMatchObject({
      refundedCents: part,
      cardRefundedCents: part,
    });
    const rest = await refund(order.id, {
      amount_cents: order.totalCents - part,
      destination: 'card',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const after = await view(order.id);
    expect(after.prices).toMatchObject({
      refunded: order.totalCents,
      card_refunded: order.totalCents,
    });
    expect(after.can.refundable).toBe(0);
    expect(after.refunds.map((r) => [r.amount, r.status, r.reason])).toEqual([
      [part, 'succeeded', 'Damaged box'],
      [order.totalCents - part, 'succeeded', 'Damaged box'],
    ]);
    expect((await refund(order.id, { amount_cents: 1, destination: 'gift_card' })).statusCode).toBe(
      422,
    );
    const events = await trail(order.id);
    expect(events.filter((e) => e.action === 'refund to card')).toHaveLength(2);
    expect(events[0]).toMatchObject({
      customer_id: customer.id,
      reason: 'Damaged box',
      after: { refunded_cents: order.totalCents },
    });
  });

  it('refunds a retried request once, at the gateway too, even when the first answer was lost', async () => {
    const customer = await newCustomer();
    const order = await paidOrder(customer, { meals: 2 });
    const body = { amount_cents: 300, destination: 'card', idempotency_key: randomUUID() };
    gateway.refundFault = 'answer-lost';
    const lost = await refund(order.id, body);
    expect(lost.statusCode).toBe(503);
    // The amount stays held while the refund is pending.
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 300 });
    const [pending] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    expect(pending).toMatchObject({ status: 'pending' });
    const retried = await refund(order.id, body);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ refund: { status: 'succeeded' } });
    const again = await refund(order.id, body);
    expect(again.json()).toMatchObject({ refund: { id: pending!.id, status: 'succeeded' } });
    const ledger = await t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, pending!.idempotencyKey));
    expect(ledger).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 300, cardRefundedCents: 300 });
    const otherAmount = await refund(order.id, { ...body, amount_cents: 301 });
    expect(otherAmount.statusCode).toBe(409);
  });

  it('finishes a refund left pending by a crash when the same request comes again', async () => {
    const customer = await newCustomer();
    const order = await paidOrder(customer, { meals: 2 });
    const body = { amount_cents: 250, destination: 'card', idempotency_key: randomUUID() };
    gateway.refundFault = 'answer-lost';
    expect((await refund(order.id, body)).statusCode).toBe(503);
    expect(await view(order.id)).toMatchObject({
      refunds: [expect.objectContaining({ status: 'pending', amount: 250 })],
      prices: { refunded: 250 },
    });
    const finished = await refund(order.id, body);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(await view(order.id)).toMatchObject({
      refunds: [expect.objectContaining({ status: 'succeeded', amount: 250 })],
      prices: { refunded: 250 },
    });
  });

  it('gives the amount back when the gateway refuses the refund', async () => {
    const customer = await newCustomer();
    const order = await paidOrder(customer, { meals: 2 });
    gateway.refundFault = 'refused';
    const refused = await refund(order.id, { amount_cents: 400, destination: 'card' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe('The charge is disputed.');
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 0, cardRefundedCents: 0 });
    const seen = await view(order.id);
    expect(seen.refunds.map((r) => r.status)).toEqual(['failed']);
    expect(seen.can.refundable).toBe(order.totalCents);
    expect((await trail(order.id)).map((e) => e.action)).toEqual([
      'refund to card failed',
      'refund to card',
    ]);
  });

  it("raises the customer's gift card balance by a gift card refund, recorded for the customer", async () => {
    const customer = await newCustomer();
    const order = await paidOrder(customer, { meals: 2 });
    const before = await balanceOf(customer.id);
    const res = await refund(order.id, {
      amount_cents: 700,
      destination: 'gift_card',
      reason: 'Late delivery',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(customer.id)).toBe(before + 700);
    const customerTrail = (
      await admin.get(`/api/admin/audit?customer_id=${customer.id}`)
    ).json<AuditTrail>().events;
    expect(customerTrail[0]).toMatchObject({
      entity: 'order',
      entity_id: String(order.id),
      action: 'refund to gift card balance',
      reason: 'Late delivery',
      before: { gift_card_balance_cents: before, refunded_cents: 0 },
      after: { gift_card_balance_cents: before + 700, refunded_cents: 700 },
    });
  });

  it('refuses a refund of an order that was not paid', async () => {
    const customer = await newCustomer();
    await giveCard(customer.id);
    const placed = await addOrderFor(customer.id, { charge_now: false });
    const res = await refund(placed, { amount_cents: 100, destination: 'gift_card' });
    expect(res.statusCode).toBe(409);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, placed))).toEqual(
      [],
    );
  });
});

/** Staff's order for the customer: meals à la carte from the current menu. */
async function addOrderFor(
  customerId: number,
  extra: Record<string, unknown> = {},
  items = menu.items.slice(0, 2).map((i) => ({ sku: i.sku, quantity: 1 })),
) {
  const { channels } = (await admin.get('/api/admin/channels')).json<{
    channels: Array<{ id: number }>;
  }>();
  const res = await admin.post('/api/admin/orders', {
    customer_id: customerId,
    channel_id: channels[0]!.id,
    week: menu.week,
    items,
    meal_plan_sku: null,
    shipping,
    charge_now: true,
    idempotency_key: randomUUID(),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order_id: number }>().order_id;
}

describe('changing an order', () => {
  it('changes the address until delivery, recorded with before and after', async () => {
    const customer = await newCustomer();
    const order = await paidOrder(customer, { meals: 1 });
    const res = await admin.put(`/api/admin/orders/${order.id}/address`, {
      shipping: { ...shipping, address_1: '2 Harbor Way', zip_code: '11206' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await view(order.id)).shipping).toMatchObject({ address_1: '2 Harbor Way' });
    expect((await trail(order.id))[0]).toMatchObject({
      action: 'change address',
      customer_id: customer.id,
      before: { address_1: shipping.address_1, zip_code: shipping.zip_code },
      after: { address_1: '2 Harbor Way', zip_code: '11206' },
    });
    const invalid = await admin.put(`/api/admin/orders/${order.id}/address`, {
      shipping: { ...shipping, zip_code: 'abc' },
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('cancels a paid order only with a full refund', async () => {
    const customer = await newCustomer();
    const order = await paidOrder(customer, { meals: 2 });
    const key = randomUUID();
    const bare = await admin.post(`/api/admin/orders/${order.id}/cancel`, {
      reason: 'Customer moved',
      idempotency_key: key,
    });
    expect(bare.statusCode).toBe(422);
    expect((await orderRow(order.id)).status).toBe('paid');
    const res = await admin.post(`/api/admin/orders/${order.id}/cancel`, {
      reason: 'Customer moved',
      refund_to: 'original',
      idempotency_key: key,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      refundedCents: order.totalCents,
      cardRefundedCents: order.cardChargeCents,
    });
    expect((await trail(order.id)).map((e) => e.action)).toEqual(['cancel', 'refund to card']);
    const twice = await admin.post(`/api/admin/orders/${order.id}/cancel`, {
      reason: 'Again',
      idempotency_key: randomUUID(),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('cancels an order not yet charged and gives its gift card amount back', async () => {
    const customer = await newCustomer();
    await giveCard(customer.id, 500);
    const id = await addOrderFor(customer.id, { charge_now: false });
    expect(await balanceOf(customer.id)).toBe(0);
    const res = await admin.post(`/api/admin/orders/${id}/cancel`, {
      reason: 'Ordered by mistake',
      idempotency_key: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(id)).status).toBe('cancelled');
    expect(await balanceOf(customer.id)).toBe(500);
  });

  it("changes a placed order's meals, repriced as checkout would price them, then charges it", async () => {
    const customer = await newCustomer();
    await giveCard(customer.id, 1000);
    const id = await addOrderFor(customer.id, { charge_now: false });
    const picks = menu.items.slice(0, plan8.meals_per_week);
    const res = await admin.put(`/api/admin/orders/${id}/items`, {
      items: picks.map((i) => ({ sku: i.sku, quantity: 1 })),
      meal_plan_sku: plan8.sku,
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = priceOrder({
      lines: picks.map((i) => ({ unitPrice: mealPriceInBox(i, plan8), quantity: 1 })),
      subscriptionDiscountPercent: 0,
      discount: null,
      giftCardBalance: 1000,
    });
    const seen = res.json<AdminOrderView>();
    expect(seen.prices).toMatchObject({
      subtotal: expected.subtotal,
      total: expected.total,
      gift_card: expected.giftCard,
      card: expected.card,
    });
    expect(seen.plan).toMatchObject({ sku: plan8.sku });
    expect(seen.payments.filter((p) => p.status === 'pending').map((p) => p.amount)).toEqual([
      expected.card,
    ]);
    expect((await orderRow(id)).mealCount).toBe(plan8.meals_per_week);
    expect(await balanceOf(customer.id)).toBe(0);
    expect((await trail(id))[0]).toMatchObject({ action: 'change meals' });

    const notOnMenu = await admin.put(`/api/admin/orders/${id}/items`, {
      items: [{ sku: 'NO-SUCH-MEAL', quantity: 1 }],
      meal_plan_sku: null,
    });
    expect(notOnMenu.statusCode).toBe(422);

    const charged = await admin.post(`/api/admin/orders/${id}/charge`, {});
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json<AdminOrderView>()).toMatchObject({
      status: 'paid',
      can: { edit_items: false },
    });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: expected.card });
    const paidLater = await admin.put(`/api/admin/orders/${id}/items`, {
      items: [{ sku: picks[0]!.sku, quantity: 1 }],
      meal_plan_sku: null,
    });
    expect(paidLater.statusCode).toBe(409);
  });
});

describe('an order staff add for a customer', () => {
  it('is priced as checkout prices the same box and charged to the card on file', async () => {
    const customer = await newCustomer();
    const first = await paidOrder(customer, { meals: 3 });
    const items = menu.items.slice(3, 6).map((i) => ({ sku: i.sku, quantity: 1 }));
    const quote = await admin.post('/api/admin/orders/quote', {
      customer_id: customer.id,
      channel_id: first.channelId,
      week: menu.week,
      items,
      meal_plan_sku: null,
      shipping,
      charge_now: true,
      idempotency_key: randomUUID(),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const expected = priceOrder({
      lines: menu.items
        .slice(3, 6)
        .map((i) => ({ unitPrice: mealPriceInBox(i, null), quantity: 1 })),
      subscriptionDiscountPercent: 0,
      discount: null,
      giftCardBalance: 0,
    });
    expect(quote.json()).toMatchObject({ total: expected.total, card: expected.card });
    const key = randomUUID();
    const id = await addOrderFor(customer.id, { idempotency_key: key }, items);
    expect(await addOrderFor(customer.id, { idempotency_key: key }, items)).toBe(id);
    const seen = await view(id);
    expect(seen).toMatchObject({
      status: 'paid',
      kind: 'one_time',
      customer: { id: customer.id },
      prices: { total: expected.total, card: expected.card },
    });
    expect(seen.payments[0]!.reference).toMatch(/^ch_sandbox_/);
    expect((await trail(id)).map((e) => e.action)).toEqual(['charge', 'add order']);
    expect((await trail(id))[1]).toMatchObject({
      action: 'add order',
      customer_id: customer.id,
      after: { total_cents: expected.total },
    });
    const options = await admin.get(
      `/api/admin/orders/new?week=${menu.week}&customer=${customer.id}`,
    );
    expect(options.statusCode).toBe(200);
    const offered = options.json<NewOrderOptions>();
    expect(offered.customer).toMatchObject({
      id: customer.id,
      has_card: true,
      shipping: { address_1: shipping.address_1 },
    });
    expect(offered.menu?.items.map((i) => i.sku)).toContain(items[0]!.sku);
  });

  it('refuses a customer without a card on file', async () => {
    const customer = await newCustomer();
    const res = await admin.post('/api/admin/orders', {
      customer_id: customer.id,
      channel_id: 1,
      week: menu.week,
      items: [{ sku: menu.items[0]!.sku, quantity: 1 }],
      meal_plan_sku: null,
      shipping,
      charge_now: true,
      idempotency_key: randomUUID(),
    });
    expect(res.statusCode).toBe(422);
    expect((await list(`customer=${customer.id}`)).total).toBe(0);
  });
});

describe('staff without manage-orders', () => {
  it('may look at orders but not change them', async () => {
    const viewer = await staffVisitor(t, `orders-viewer-${Date.now()}`, ['view-admin']);
    const customer = await newCustomer();
    const order = await paidOrder(customer, { meals: 1 });
    expect((await viewer.get(`/api/admin/orders/${order.id}`)).statusCode).toBe(200);
    const res = await viewer.post(`/api/admin/orders/${order.id}/refunds`, {
      amount_cents: 100,
      destination: 'gift_card',
      reason: 'x',
      idempotency_key: randomUUID(),
    });
    expect(res.statusCode).toBe(403);
    expect((await orderRow(order.id)).refundedCents).toBe(0);
  });
});

describe('every order staff made or changed', () => {
  it('keeps its meal count equal to its lines', async () => {
    expect(await ordersWithWrongMealCount(t.database.db)).toEqual([]);
  });
});
