import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  percentOf,
  planBoxPrice,
  subscriptionUnitPrice,
  type Cart,
  type MealPlan,
  type Menu,
  type MenuItem,
  type OrderConfirmation,
  type OrderQuote,
} from '@mealbox/contracts';
import { orderLines, orders, payments } from '../src/db/schema.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

/**
 * One price a customer can trust (product decisions, "Unit price"; decision 011): a meal in a
 * plan's box costs the plan's price per meal plus its premium surcharge, à la carte its own price,
 * and the cart, the quote, the charge and the confirmation all say so.
 */
let t: TestApp;
let menu: Menu;
let plans: MealPlan[];
beforeAll(async () => {
  t = await createTestApp();
  menu = (await t.app.inject({ url: '/api/menus/current' })).json<Menu>();
  plans = (await t.app.inject({ url: '/api/meal-plans' })).json<{ meal_plans: MealPlan[] }>()
    .meal_plans;
});
afterAll(() => t.close());

const planOf = (sku: string) => {
  const plan = plans.find((p) => p.sku === sku);
  if (!plan) throw new Error(`no plan ${sku}`);
  return plan;
};
/** A meal on this week's menu with a surcharge, and one without whose own price is not the plan's. */
function meals(plan: MealPlan): { premium: MenuItem; standard: MenuItem } {
  const premium = menu.items.find((m) => m.premium_surcharge > 0);
  const standard = menu.items.find(
    (m) => m.premium_surcharge === 0 && m.price !== plan.price_per_meal,
  );
  if (!premium || !standard) throw new Error('the demo menu needs a premium and a standard meal');
  return { premium, standard };
}

let n = 0;
async function customer() {
  const visitor = await new Visitor(t.app).open();
  const res = await visitor.post('/api/auth/register', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `unit-price${++n}-${Date.now()}@example.com`,
    password: 'analytical-engine',
    password_confirm: 'analytical-engine',
  });
  expect(res.statusCode).toBe(201);
  return visitor;
}

async function put(visitor: Visitor, url: string, payload: Record<string, unknown>): Promise<Cart> {
  const res = await visitor.put(url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Cart>();
}

async function checkout(visitor: Visitor): Promise<OrderConfirmation> {
  const res = await visitor.post('/api/checkout', {
    idempotency_key: randomUUID(),
    shipping: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_1: '12 St James Square',
      city: 'Brooklyn',
      state: 'NY',
      zip_code: '11205',
      dayphone: '718-555-0199',
    },
    payment: {
      payment_first_name: 'Ada',
      payment_last_name: 'Lovelace',
      payment_address: '12 St James Square',
      payment_city: 'Brooklyn',
      payment_state: 'NY',
      payment_zip_code: '11205',
      cc_num: '4242424242424242',
      cc_exp_month: '09',
      cc_exp_year: String(new Date().getFullYear() + 3),
      cc_cvv: '737',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderConfirmation>();
}

/** What the server recorded of the order: its stored lines and the amount charged to the card. */
async function recorded(key: string) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.customerOrderKey, key));
  if (!order) throw new Error(`no order ${key}`);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  return { order, lines, payment };
}

describe('the unit price of a meal, from the cart to the charge', () => {
  it('prices a Subscribe & Save plan box at the plan’s price per meal plus a premium surcharge, in the cart, the quote, the charge and the confirmation', async () => {
    const plan = planOf('PLAN-6');
    const { premium, standard } = meals(plan);
    const visitor = await customer();
    await put(visitor, '/api/cart/plan', {
      meal_plan_sku: plan.sku,
      checkout_action: 'new_subscription_order',
    });
    await put(visitor, '/api/cart/items', { sku: standard.sku, quantity: 5 });
    const cart = await put(visitor, '/api/cart/items', { sku: premium.sku, quantity: 1 });

    const premiumUnit = plan.price_per_meal + premium.premium_surcharge;
    const subtotal = 5 * plan.price_per_meal + premiumUnit;
    // The cart: each line at its price in the box, not the meal's own price.
    expect(Object.fromEntries(cart.lines.map((l) => [l.sku, l.unit_price]))).toEqual({
      [standard.sku]: plan.price_per_meal,
      [premium.sku]: premiumUnit,
    });
    expect(cart.subtotal).toBe(subtotal);
    expect(cart.subtotal).not.toBe(5 * standard.price + premium.price);

    // The quote: the same subtotal, Subscribe & Save off it once.
    const quoteRes = await visitor.post('/api/checkout/quote', {});
    expect(quoteRes.statusCode).toBe(200);
    const quote = quoteRes.json<OrderQuote>();
    const saving = percentOf(subtotal, 10);
    expect(quote).toMatchObject({
      subtotal,
      subscription_discount: saving,
      discount: 0,
      total: subtotal - saving,
      card: subtotal - saving,
    });

    // The charge and the confirmation: what the quote said.
    const confirmation = await checkout(visitor);
    expect(confirmation.price).toEqual({
      subtotal: quote.subtotal,
      subscription_discount: quote.subscription_discount,
      discount: 0,
      discount_code: null,
      total: quote.total,
      gift_card: 0,
      card: quote.card,
    });
    expect(
      Object.fromEntries(confirmation.items.map((i) => [i.sku, [i.unit_price, i.quantity]])),
    ).toEqual({ [standard.sku]: [plan.price_per_meal, 5], [premium.sku]: [premiumUnit, 1] });
    const { order, lines, payment } = await recorded(confirmation.customer_order_key);
    expect(order.subtotalCents).toBe(subtotal);
    expect(lines.map((l) => l.unitPriceCents).sort()).toEqual(
      [plan.price_per_meal, premiumUnit].sort(),
    );
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: quote.card });

    // The confirmation page reads the same order.
    const page = await t.app.inject({
      url: `/api/orders/${confirmation.customer_order_key}/confirmation`,
    });
    expect(page.json<OrderConfirmation>().price).toEqual(confirmation.price);
    expect(page.json<OrderConfirmation>().items).toEqual(confirmation.items);
  });

  it('charges a full box of standard meals what the plan’s card says, per meal and per box', async () => {
    const plan = planOf('PLAN-6');
    const { standard } = meals(plan);
    const visitor = await customer();
    await put(visitor, '/api/cart/plan', {
      meal_plan_sku: plan.sku,
      checkout_action: 'new_subscription_order',
    });
    // The box: six of one meal whose own price is not the plan's.
    await put(visitor, '/api/cart/items', { sku: standard.sku, quantity: plan.meals_per_week });
    const card = planBoxPrice(plan, 10);
    const quote = (await visitor.post('/api/checkout/quote', {})).json<OrderQuote>();
    expect(quote.subtotal).toBe(card.perMeal * plan.meals_per_week);
    expect(quote.total).toBe(card.perBox);
    expect(quote.subscription_discount).toBe(card.saving);
    const confirmation = await checkout(visitor);
    expect(confirmation.price.total).toBe(card.perBox);
    expect(confirmation.items[0]?.unit_price).toBe(card.perMeal);
    expect((await recorded(confirmation.customer_order_key)).payment?.amountCents).toBe(
      card.perBox,
    );
  });

  it('prices a one-time plan box at the plan’s price with no Subscribe & Save', async () => {
    const plan = planOf('PLAN-8');
    const { premium, standard } = meals(plan);
    const visitor = await customer();
    await put(visitor, '/api/cart/plan', {
      meal_plan_sku: plan.sku,
      checkout_action: 'one_time_order',
    });
    await put(visitor, '/api/cart/items', { sku: standard.sku, quantity: 6 });
    const cart = await put(visitor, '/api/cart/items', { sku: premium.sku, quantity: 2 });
    const subtotal = 8 * plan.price_per_meal + 2 * premium.premium_surcharge;
    expect(cart.subtotal).toBe(subtotal);
    const quote = (await visitor.post('/api/checkout/quote', {})).json<OrderQuote>();
    expect(quote).toMatchObject({ subtotal, subscription_discount: 0, total: subtotal });
    const confirmation = await checkout(visitor);
    expect(confirmation.price.card).toBe(subtotal);
    expect((await recorded(confirmation.customer_order_key)).payment?.amountCents).toBe(subtotal);
  });

  it('prices an à la carte box (no plan) at each meal’s own price, without the surcharge', async () => {
    const { premium, standard } = meals(planOf('PLAN-6'));
    const visitor = await customer();
    await put(visitor, '/api/cart/plan', {
      meal_plan_sku: null,
      checkout_action: 'one_time_order',
    });
    await put(visitor, '/api/cart/items', { sku: standard.sku, quantity: 2 });
    const cart = await put(visitor, '/api/cart/items', { sku: premium.sku, quantity: 1 });
    const subtotal = 2 * standard.price + premium.price;
    expect(Object.fromEntries(cart.lines.map((l) => [l.sku, l.unit_price]))).toEqual({
      [standard.sku]: standard.price,
      [premium.sku]: premium.price,
    });
    expect(cart.subtotal).toBe(subtotal);
    const quote = (await visitor.post('/api/checkout/quote', {})).json<OrderQuote>();
    expect(quote).toMatchObject({ subtotal, subscription_discount: 0, total: subtotal });
    const confirmation = await checkout(visitor);
    expect(confirmation.price.card).toBe(subtotal);
    expect(Object.fromEntries(confirmation.items.map((i) => [i.sku, i.unit_price]))).toEqual({
      [standard.sku]: standard.price,
      [premium.sku]: premium.price,
    });
    expect((await recorded(confirmation.customer_order_key)).payment?.amountCents).toBe(subtotal);
  });

  it('a guest’s cart and quote price the box the same way before signing in', async () => {
    const plan = planOf('PLAN-6');
    const { premium } = meals(plan);
    const guest = await new Visitor(t.app).open();
    await put(guest, '/api/cart/plan', {
      meal_plan_sku: plan.sku,
      checkout_action: 'one_time_order',
    });
    const cart = await put(guest, '/api/cart/items', { sku: premium.sku, quantity: 1 });
    expect(cart.subtotal).toBe(plan.price_per_meal + premium.premium_surcharge);
    const quote = (await guest.post('/api/checkout/quote', {})).json<OrderQuote>();
    expect(quote.subtotal).toBe(cart.subtotal);
  });
});

describe('the catalogue’s prices', () => {
  it('shows each meal’s surcharge, and the Subscribe & Save price per meal as the charge rounds it', () => {
    expect(menu.items.every((m) => Number.isInteger(m.premium_surcharge))).toBe(true);
    expect(menu.items.some((m) => m.premium_surcharge > 0)).toBe(true);
    for (const plan of plans) {
      expect(plan.subscription_price_per_meal).toBe(subscriptionUnitPrice(plan.price_per_meal, 10));
    }
  });
});
