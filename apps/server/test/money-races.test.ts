import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Menu, MenuWeek, OrderConfirmation, OrderQuote } from '@mealbox/contracts';
import {
  analyticsEvents,
  carts,
  discountRedemptions,
  discounts,
  emailOutbox,
  giftCards,
  orders,
  payments,
  refunds,
  sandboxCharges,
  sandboxRefunds,
  subscriptionWeekItems,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../src/db/schema.ts';
import { generateGiftCardCode } from '../src/modules/gift-cards/gift-card-codes.ts';
import { registeredCustomer } from './support/accounts.ts';
import { checkoutBody, fillBox } from './support/checkout-fixtures.ts';
import { staffVisitor } from './support/staff.ts';
import { FITFUEL } from './support/subscribers.ts';
import { createTestApp, type TestApp, type Visitor } from './support/test-app.ts';

/**
 * Money under concurrency (issue 15, `money-races`): each race is run through the API on the
 * real database, and what it left is counted in the database afterwards: orders, payments, the
 * sandbox gateway's ledger of charges and refunds, gift card balances, codes' uses.
 */

let t: TestApp;
let staff: Visitor;
/** The current ordering week's menu of the main store. */
let menu: Menu;
/** FitFuel's orderable weeks (three: it sells two weeks ahead), each with its menu. */
let fitfuelWeeks: Array<{ week: string; menu: Menu }>;

beforeAll(async () => {
  // Dozens of customers sign up from one address in this file.
  t = await createTestApp({ env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  staff = await staffVisitor(t, 'money-races', ['view-admin', 'manage-orders']);
  menu = (await t.app.inject({ url: '/api/menus/current' })).json<Menu>();
  const { weeks } = (await t.app.inject({ url: '/api/menus', headers: FITFUEL })).json<{
    weeks: MenuWeek[];
  }>();
  fitfuelWeeks = await Promise.all(
    weeks
      .filter((w) => w.orderable)
      .map(async ({ week }) => ({
        week,
        menu: (await t.app.inject({ url: `/api/menus/${week}`, headers: FITFUEL })).json<Menu>(),
      })),
  );
  expect(fitfuelWeeks).toHaveLength(3);
}, 60_000);
afterAll(() => t.close());

/** A new customer, signed in, in the store the headers name (the main one by default). */
async function newCustomer(headers: Record<string, string> = {}) {
  const visitor = await registeredCustomer(t.app, { headers });
  const [user] = await t.database.db.select().from(users).where(eq(users.email, visitor.email));
  if (!user) throw new Error('no user after registration');
  return { visitor, id: user.id };
}

/** How many answers had each status code. */
const statusCounts = (answers: readonly LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

const messageOf = (answer: LightMyRequestResponse) => answer.json<{ message: string }>().message;

const balanceOf = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.giftCardBalanceCents;

const ordersOf = (userId: number) =>
  t.database.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);

const paymentsOf = async (orderIds: readonly number[]) =>
  orderIds.length === 0
    ? []
    : t.database.db.select().from(payments).where(inArray(payments.orderId, orderIds));

/**
 * Every charge the sandbox gateway made for the customer's checkouts (their keys begin with the
 * customer's id), whether or not an order still points at it.
 */
const gatewayChargesOf = (userId: number) =>
  t.database.db
    .select()
    .from(sandboxCharges)
    .where(like(sandboxCharges.idempotencyKey, `${userId}:%`));

/** A new gift card of this amount, never applied. */
async function newGiftCard(amountCents: number): Promise<string> {
  const code = generateGiftCardCode();
  await t.database.db.insert(giftCards).values({ code, amountCents });
  return code;
}

/** A discount code with these terms (a fixed $5 off, usable by anyone, by default). */
async function newCode(terms: Partial<typeof discounts.$inferInsert> = {}) {
  const code = `RACE-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await t.database.db
    .insert(discounts)
    .values({ code, kind: 'fixed', amount: 500, ...terms })
    .returning();
  if (!row) throw new Error('no discount');
  return row;
}

/** The code's uses as the database keeps them: its counter and its redemptions. */
async function usesOf(discountId: number) {
  const [row] = await t.database.db.select().from(discounts).where(eq(discounts.id, discountId));
  const redemptions = await t.database.db
    .select()
    .from(discountRedemptions)
    .where(eq(discountRedemptions.discountId, discountId));
  return { count: row?.redemptionsCount, redemptions };
}

/** A FitFuel customer with a one-time box of `meals` meals in each of its three orderable weeks. */
async function customerWithBoxEveryWeek(meals = 2) {
  const customer = await newCustomer(FITFUEL);
  for (const { week, menu: weekMenu } of fitfuelWeeks) {
    await fillBox(customer.visitor, weekMenu.items.slice(0, meals), { week });
  }
  return customer;
}

describe('money-races', () => {
  describe('applying a gift card', () => {
    it('credits a card exactly once when one customer applies it 20 times at once', async () => {
      const { visitor, id } = await newCustomer();
      const code = await newGiftCard(2000);
      // Typed both ways a customer may type it: the same card.
      const typed = [code, code.toLowerCase().replace(/(.{4})(?!$)/g, '$1-')];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          visitor.post('/api/gift_card_apply', { code: typed[i % 2] }),
        ),
      );
      expect(statusCounts(answers)).toEqual({ 200: 1, 422: 19 });
      for (const refused of answers.filter((a) => a.statusCode === 422)) {
        expect(messageOf(refused)).toBe('This gift card has already been used.');
      }
      expect(answers.find((a) => a.statusCode === 200)?.json()).toMatchObject({
        gift_card_balance: 2000,
      });
      expect(await balanceOf(id)).toBe(2000);
      const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.code, code));
      expect(card?.redeemedByUserId).toBe(id);
      expect(card?.redeemedAt).toBeInstanceOf(Date);
      const applied = await t.database.db
        .select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.userId, id), eq(analyticsEvents.name, 'gift_card_applied')));
      expect(applied.map((e) => e.properties)).toEqual([{ amount: 2000 }]);
    });

    it('credits a card to one customer only when two apply it at the same moment', async () => {
      const code = await newGiftCard(7700);
      const [a, b] = await Promise.all([newCustomer(), newCustomer()]);
      const answers = await Promise.all([
        a.visitor.post('/api/gift_card_apply', { code }),
        b.visitor.post('/api/gift_card_apply', { code }),
      ]);
      expect(statusCounts(answers)).toEqual({ 200: 1, 422: 1 });
      const winner = answers[0]?.statusCode === 200 ? a : b;
      expect(await balanceOf(a.id)).toBe(winner === a ? 7700 : 0);
      expect(await balanceOf(b.id)).toBe(winner === b ? 7700 : 0);
      const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.code, code));
      expect(card?.redeemedByUserId).toBe(winner.id);
    });
  });

  describe("a gift card balance spent by one customer's orders at once", () => {
    it('never goes below zero, and the card pays exactly the rest of every order', async () => {
      const { visitor, id } = await customerWithBoxEveryWeek(3);
      const totals = await Promise.all(
        fitfuelWeeks.map(async ({ week }) => {
          const quote = await visitor.post('/api/checkout/quote', { week });
          expect(quote.statusCode, quote.body).toBe(200);
          return quote.json<OrderQuote>().total;
        }),
      );
      // Enough for any one box, not for all three: each checkout, reading the whole balance,
      // wants its box paid by the gift card alone.
      const sorted = [...totals].sort((x, y) => x - y);
      const balance = sorted[2]! + Math.floor(sorted[0]! / 2);
      expect(balance).toBeLessThan(totals.reduce((s, x) => s + x, 0));
      const applied = await visitor.post('/api/gift_card_apply', {
        code: await newGiftCard(balance),
      });
      expect(applied.statusCode).toBe(200);

      const answers = await Promise.all(
        fitfuelWeeks.map(({ week }) => visitor.post('/api/checkout', checkoutBody({ week }))),
      );
      const counts = statusCounts(answers);
      expect((counts[201] ?? 0) + (counts[409] ?? 0)).toBe(3);
      expect(counts[201]).toBeGreaterThanOrEqual(1);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(messageOf(refused)).toBe(
          'Your gift card balance changed. Please review your order and try again.',
        );
      }
      // A refused checkout left nothing behind: the paid orders are all there is.
      const afterRace = await ordersOf(id);
      expect(afterRace).toHaveLength(counts[201] ?? 0);
      expect(afterRace.every((o) => o.status === 'paid')).toBe(true);
      expect(await balanceOf(id)).toBe(
        balance - afterRace.reduce((s, o) => s + o.giftCardCents, 0),
      );
      expect(await balanceOf(id)).toBeGreaterThanOrEqual(0);

      // Each refused checkout is sent again, as the message asks: the rest of the balance pays
      // first, the card the remainder.
      for (const [i, answer] of answers.entries()) {
        if (answer.statusCode === 201) continue;
        const again = await visitor.post(
          '/api/checkout',
          checkoutBody({ week: fitfuelWeeks[i]!.week }),
        );
        expect(again.statusCode, again.body).toBe(201);
      }

      const placed = await ordersOf(id);
      expect(placed).toHaveLength(3);
      expect(placed.map((o) => o.status)).toEqual(['paid', 'paid', 'paid']);
      expect(placed.map((o) => o.totalCents).sort((x, y) => x - y)).toEqual(sorted);
      const spent = placed.reduce((s, o) => s + o.giftCardCents, 0);
      // The balance was spent to the cent, never below zero, and no box was paid twice.
      expect(spent).toBe(balance);
      expect(await balanceOf(id)).toBe(0);
      for (const order of placed) {
        expect(order.giftCardCents).toBeGreaterThanOrEqual(0);
        expect(order.giftCardCents + order.cardChargeCents).toBe(order.totalCents);
      }
      // The card paid exactly the difference, once per order that owed something.
      const paid = await paymentsOf(placed.map((o) => o.id));
      const owing = placed.filter((o) => o.cardChargeCents > 0);
      expect(owing.length).toBeGreaterThanOrEqual(1);
      expect(paid).toHaveLength(owing.length);
      const charges = await gatewayChargesOf(id);
      expect(charges).toHaveLength(owing.length);
      for (const order of owing) {
        const payment = paid.find((p) => p.orderId === order.id);
        expect(payment).toMatchObject({ status: 'succeeded', amountCents: order.cardChargeCents });
        const charge = charges.find((c) => c.idempotencyKey === payment?.idempotencyKey);
        expect(charge).toMatchObject({ status: 'succeeded', amountCents: order.cardChargeCents });
      }
      const totalCharged = charges.reduce((s, c) => s + c.amountCents, 0);
      expect(totalCharged + balance).toBe(sorted.reduce((s, x) => s + x, 0));
    });
  });

  describe('a discount code capped at N uses', () => {
    it('goes to exactly N of 5N customers checking out with it at once; the others are refused and make no order', async () => {
      const cap = 4;
      const code = await newCode({ kind: 'percent', amount: 25, maxRedemptions: cap });
      const customers = await Promise.all(
        Array.from({ length: 5 * cap }, async () => {
          const customer = await newCustomer();
          await fillBox(customer.visitor, menu.items.slice(0, 2));
          return customer;
        }),
      );
      const answers = await Promise.all(
        customers.map((c) =>
          c.visitor.post('/api/checkout', checkoutBody({ discount_code: code.code })),
        ),
      );
      // Refused when it reads the code used up (422), or when the code's last use is taken
      // between its read and its order (409): the same message either way.
      const counts = statusCounts(answers);
      expect(counts[201]).toBe(cap);
      expect((counts[409] ?? 0) + (counts[422] ?? 0)).toBe(4 * cap);
      for (const refused of answers.filter((a) => a.statusCode !== 201)) {
        expect(messageOf(refused)).toBe('This discount code has reached its limit.');
      }
      const userIds = customers.map((c) => c.id);
      const made = await t.database.db.select().from(orders).where(inArray(orders.userId, userIds));
      expect(made).toHaveLength(cap);
      expect(made.every((o) => o.status === 'paid' && o.discountId === code.id)).toBe(true);
      expect(made.every((o) => o.discountCents > 0)).toBe(true);
      const uses = await usesOf(code.id);
      expect(uses.count).toBe(cap);
      expect(uses.redemptions.map((r) => r.orderId).sort()).toEqual(made.map((o) => o.id).sort());
      // One charge per order, none for a refused checkout.
      const charged = (await Promise.all(userIds.map(gatewayChargesOf))).flat();
      expect(charged).toHaveLength(cap);
      // Afterwards the code is refused before any order is made.
      const late = customers.find((c) => !made.some((o) => o.userId === c.id))!;
      const quote = await late.visitor.post('/api/checkout/quote', { discount_code: code.code });
      expect(quote.statusCode).toBe(422);
      expect(messageOf(quote)).toBe('This discount code has reached its limit.');
    });
  });

  describe("a code's limit per customer", () => {
    /**
     * One customer checks out a box in each of FitFuel's three weeks at once, each with a new code
     * of these terms: exactly one order takes the code, and the others are refused with
     * `refusal`, leaving no order and no charge. Answers the customer and a refused box's week.
     */
    async function oneCustomerRacingACode(
      terms: Partial<typeof discounts.$inferInsert>,
      refusal: string,
    ) {
      const code = await newCode(terms);
      const { visitor, id } = await customerWithBoxEveryWeek();
      const answers = await Promise.all(
        fitfuelWeeks.map(({ week }) =>
          visitor.post('/api/checkout', checkoutBody({ week, discount_code: code.code })),
        ),
      );
      expect(statusCounts(answers)).toEqual({ 201: 1, 422: 2 });
      for (const refused of answers.filter((a) => a.statusCode === 422)) {
        expect(messageOf(refused)).toBe(refusal);
      }
      const made = await ordersOf(id);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ status: 'paid', discountId: code.id, discountCents: 500 });
      const uses = await usesOf(code.id);
      expect(uses.count).toBe(1);
      expect(uses.redemptions).toMatchObject([{ userId: id, orderId: made[0]?.id }]);
      expect(await gatewayChargesOf(id)).toHaveLength(1);
      const refusedWeek = fitfuelWeeks[answers.findIndex((a) => a.statusCode === 422)]!.week;
      return { visitor, refusedWeek };
    }

    it('lets one customer use a once-per-customer code on exactly one of several orders placed at once', async () => {
      const { visitor, refusedWeek } = await oneCustomerRacingACode(
        { oncePerCustomer: true },
        'You have already used this discount code.',
      );
      // The other boxes are still there, and order without the code.
      const without = await visitor.post('/api/checkout', checkoutBody({ week: refusedWeek }));
      expect(without.statusCode, without.body).toBe(201);
      expect(without.json<OrderConfirmation>().price.discount).toBe(0);
    });

    it('gives a first-order code to exactly one of several first orders placed at once', async () => {
      await oneCustomerRacingACode(
        { firstOrderOnly: true },
        'This discount code is for first orders only.',
      );
    });
  });

  describe('the same order submitted at once', () => {
    it('gives one order and one charge when the same checkout is submitted twice at once, and the same answer on a retry', async () => {
      const { visitor, id } = await newCustomer();
      await fillBox(visitor, menu.items.slice(0, 3));
      const body = checkoutBody();
      const answers = await Promise.all([
        visitor.post('/api/checkout', body),
        visitor.post('/api/checkout', body),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
      const [key, twinKey] = answers.map((a) => a.json<OrderConfirmation>().customer_order_key);
      expect(twinKey).toBe(key);
      const retry = await visitor.post('/api/checkout', body);
      expect(retry.json<OrderConfirmation>().customer_order_key).toBe(key);
      const placed = await ordersOf(id);
      expect(placed).toHaveLength(1);
      const paid = await paymentsOf(placed.map((o) => o.id));
      expect(paid.map((p) => p.status)).toEqual(['succeeded']);
      const charges = await gatewayChargesOf(id);
      expect(charges).toHaveLength(1);
      expect(charges[0]?.amountCents).toBe(placed[0]?.cardChargeCents);
    });

    it('starts one subscription, sends one mail and records one purchase when a subscription checkout is submitted twice at once', async () => {
      // Several customers at once, each submitting twice, so that the two requests finishing the
      // same order meet at its row lock.
      const customers = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const customer = await newCustomer();
          await fillBox(customer.visitor, menu.items.slice(0, 6), {
            plan: 'PLAN-6',
            action: 'new_subscription_order',
          });
          return customer;
        }),
      );
      await Promise.all(
        customers.map(async ({ visitor }) => {
          const body = checkoutBody();
          const answers = await Promise.all([
            visitor.post('/api/checkout', body),
            visitor.post('/api/checkout', body),
          ]);
          expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
        }),
      );
      for (const { visitor, id: userId } of customers) {
        const [order, ...others] = await ordersOf(userId);
        expect(others).toHaveLength(0);
        expect(order).toMatchObject({ status: 'paid' });
        const paid = await paymentsOf([order!.id]);
        expect(paid.map((p) => p.status)).toEqual(['succeeded']);
        expect(await gatewayChargesOf(userId)).toHaveLength(1);
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
          await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, visitor.email)),
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
        expect(
          await t.database.db.select().from(carts).where(eq(carts.userId, userId)),
        ).toHaveLength(0);
        const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
        expect(user).toMatchObject({ address1: '1 Navy Yard', cardLast4: '4242' });
      }
    });

    it('makes one order and one charge of one box submitted from two tabs at once, each with its own key', async () => {
      const { visitor, id } = await newCustomer();
      await fillBox(visitor, menu.items.slice(0, 3));
      const answers = await Promise.all([
        visitor.post('/api/checkout', checkoutBody()),
        visitor.post('/api/checkout', checkoutBody()),
      ]);
      const placed = await ordersOf(id);
      expect(placed).toHaveLength(1);
      expect(placed[0]?.status).toBe('paid');
      expect(await paymentsOf(placed.map((o) => o.id))).toHaveLength(1);
      expect(await gatewayChargesOf(id)).toHaveLength(1);
      // Each tab is shown that order, or, when its box was read after the order had emptied it,
      // told so, as a checkout after the order would be.
      for (const answer of answers) {
        if (answer.statusCode === 422) {
          expect(messageOf(answer)).toBe('Your box is empty. Add some meals first.');
        } else {
          expect(answer.statusCode, answer.body).toBe(201);
          expect(answer.json<OrderConfirmation>().customer_order_key).toBe(
            placed[0]?.customerOrderKey,
          );
        }
      }
      expect(answers.some((a) => a.statusCode === 201)).toBe(true);
    });

    it('refuses a checkout without an idempotency key, making no order', async () => {
      const { visitor, id } = await newCustomer();
      await fillBox(visitor, menu.items.slice(0, 1));
      const { idempotency_key: _, ...withoutKey } = checkoutBody();
      const answers = await Promise.all([
        visitor.post('/api/checkout', withoutKey),
        visitor.post('/api/checkout', withoutKey),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([422, 422]);
      expect(await ordersOf(id)).toHaveLength(0);
      expect(await gatewayChargesOf(id)).toHaveLength(0);
    });
  });

  describe('refunds at once', () => {
    /** A paid one-time order of the customer's, paid `giftCardCents` from the balance. */
    async function paidOrder(giftCardCents = 0) {
      const customer = await newCustomer();
      if (giftCardCents > 0) {
        const code = await newGiftCard(giftCardCents);
        expect((await customer.visitor.post('/api/gift_card_apply', { code })).statusCode).toBe(
          200,
        );
      }
      await fillBox(customer.visitor, menu.items.slice(0, 4));
      const res = await customer.visitor.post('/api/checkout', checkoutBody());
      expect(res.statusCode, res.body).toBe(201);
      const [order] = await ordersOf(customer.id);
      const [payment] = await paymentsOf([order!.id]);
      return { customer, order: order!, chargeReference: payment!.gatewayReference! };
    }

    const refund = (orderId: number, amount: number, destination: 'card' | 'gift_card') =>
      staff.post(`/api/admin/orders/${orderId}/refunds`, {
        amount_cents: amount,
        destination,
        reason: 'Damaged box',
        idempotency_key: randomUUID(),
      });

    /** What the order, its refunds and the gateway's ledger say was given back. */
    async function givenBack(orderId: number, chargeReference: string) {
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      const kept = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      const ledger = await t.database.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.chargeReference, chargeReference));
      const sum = (rows: Array<{ amountCents: number }>) =>
        rows.reduce((s, r) => s + r.amountCents, 0);
      return {
        order: order!,
        toCard: sum(kept.filter((r) => r.destination === 'card')),
        toBalance: sum(kept.filter((r) => r.destination === 'gift_card')),
        refunds: kept,
        atGateway: sum(ledger.filter((r) => r.status === 'succeeded')),
      };
    }

    it('lets exactly one of two concurrent refunds of 60% through', async () => {
      const { customer, order, chargeReference } = await paidOrder();
      const sixty = Math.ceil(order.totalCents * 0.6);
      const answers = await Promise.all([
        refund(order.id, sixty, 'card'),
        refund(order.id, sixty, 'gift_card'),
      ]);
      expect(statusCounts(answers)).toEqual({ 200: 1, 422: 1 });
      const back = await givenBack(order.id, chargeReference);
      expect(back.order.refundedCents).toBe(sixty);
      expect(back.refunds).toHaveLength(1);
      expect(back.toCard + back.toBalance).toBe(sixty);
      expect(back.atGateway).toBe(back.toCard);
      expect(back.order.cardRefundedCents).toBe(back.toCard);
      expect(await balanceOf(customer.id)).toBe(back.toBalance);
    });

    it('never gives back more than was paid, in all or to the card, when refunds to the card and to the balance race', async () => {
      // Paid partly from the gift card balance and partly by card.
      const { customer, order, chargeReference } = await paidOrder(1500);
      expect(order.giftCardCents).toBe(1500);
      expect(order.cardChargeCents).toBeGreaterThan(1500);
      const toCard = Math.ceil(order.cardChargeCents * 0.4);
      const toBalance = Math.ceil(order.totalCents * 0.3);
      const asked = [
        ...Array.from({ length: 3 }, () => ({ amount: toCard, destination: 'card' as const })),
        ...Array.from({ length: 3 }, () => ({
          amount: toBalance,
          destination: 'gift_card' as const,
        })),
      ];
      const answers = await Promise.all(
        asked.map((r) => refund(order.id, r.amount, r.destination)),
      );
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 422)).toBe(true);
      const granted = asked.filter((_, i) => answers[i]?.statusCode === 200);
      const back = await givenBack(order.id, chargeReference);
      const grantedTo = (d: 'card' | 'gift_card') =>
        granted.filter((r) => r.destination === d).reduce((s, r) => s + r.amount, 0);

      // What the answers granted is what the order, the refunds and the gateway hold.
      expect(back.refunds).toHaveLength(granted.length);
      expect(back.refunds.every((r) => r.status === 'succeeded')).toBe(true);
      expect(back.toCard).toBe(grantedTo('card'));
      expect(back.toBalance).toBe(grantedTo('gift_card'));
      expect(back.order.cardRefundedCents).toBe(back.toCard);
      expect(back.order.refundedCents).toBe(back.toCard + back.toBalance);
      expect(back.atGateway).toBe(back.toCard);
      expect(await balanceOf(customer.id)).toBe(back.toBalance);
      // Never more than was paid: in all, and to the card.
      expect(back.toCard).toBeLessThanOrEqual(order.cardChargeCents);
      expect(back.toCard + back.toBalance).toBeLessThanOrEqual(order.totalCents);
      // And each refusal was due: what was left could not take it.
      const left = order.totalCents - back.order.refundedCents;
      const cardLeft = Math.min(left, order.cardChargeCents - back.order.cardRefundedCents);
      asked.forEach((r, i) => {
        if (answers[i]?.statusCode !== 422) return;
        expect(r.amount).toBeGreaterThan(r.destination === 'card' ? cardLeft : left);
      });
      expect(granted.length).toBeGreaterThanOrEqual(2);
      expect(granted.length).toBeLessThan(asked.length);
    });
  });
});
