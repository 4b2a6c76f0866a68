import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  emailOutbox,
  orders,
  subscriptionWeekItems,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../src/db/schema.ts';
import { queryRows } from '../src/db/client.ts';
import { listSandboxCharges } from '../src/integrations/payments/sandbox-ledger.repository.ts';
import { ManualClock } from '../src/lib/clock.ts';
import type { CycleServices } from '../src/modules/weekly-cycle/cycle-context.ts';
import { runNow } from '../src/modules/weekly-cycle/run-cycle.ts';
import { ordersWithWrongMealCount } from './support/order-meals.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';
import {
  channelIdOf,
  CYCLE_DELIVERY_STARTS,
  CYCLE_SEEDED_AT,
  CYCLE_WEEK,
  deadlineOf,
} from './support/weekly-cycle.ts';

// The seed's current ordering week (its deadline Dec 3 at 04:59 UTC, delivery Monday Dec 7).
const clock = new ManualClock(CYCLE_SEEDED_AT);
const WEEK = CYCLE_WEEK;
const HOUR = 3_600_000;

let t: TestApp;
let services: CycleServices;
let deadline: Date;
let mealboxId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  services = {
    db: t.database.db,
    env: t.env,
    clock,
    log: t.app.log,
    mailer: t.app.services.mailer,
    payments: t.app.services.payments,
    marketing: null,
    channels: t.app.services.channels,
    sleep: async () => {},
  };
  deadline = await deadlineOf(t, WEEK);
  mealboxId = await channelIdOf(t);
  // The holiday subscriber has not picked this week (no row yet), never wants spicy food,
  // and hearted a meal of the week.
  const holiday = await weekOf('holiday@mealbox.test');
  if (!holiday?.week) throw new Error('the seed changed: the holiday subscriber has no week');
  await t.database.db.delete(subscriptionWeeks).where(eq(subscriptionWeeks.id, holiday.week.id));
  const meals = await menuMeals();
  const kept = meals.find((m) => !m.tags.includes('Spicy'));
  if (!kept) throw new Error('the week has only spicy meals');
  favourite = kept;
  spicy = meals.filter((m) => m.tags.includes('Spicy')).map((m) => m.id);
  await t.database.db
    .update(users)
    .set({ excludedTags: ['Spicy'] })
    .where(eq(users.id, holiday.userId));
  await t.database.db.execute(
    sql`INSERT INTO favourite_meals (user_id, menu_item_id) VALUES (${holiday.userId}, ${favourite.id})`,
  );
  // The lapsed subscriber has a gift card balance the week's order takes first.
  await t.database.db
    .update(users)
    .set({ giftCardBalanceCents: 500 })
    .where(eq(users.email, 'lapsed@mealbox.test'));
});

let favourite: { id: number; tags: string[] };
let spicy: number[];

async function menuMeals() {
  return queryRows<{ id: number; tags: string[] }>(
    t.database.db,
    sql`SELECT i.id, i.attribute_tags AS tags FROM menu_entries e
          JOIN menus m ON m.id = e.menu_id JOIN menu_items i ON i.id = e.menu_item_id
         WHERE m.week = ${WEEK} AND m.channel_id = ${mealboxId} ORDER BY e.position`,
  );
}
afterAll(() => t.close());

const run = (kind: Parameters<typeof runNow>[1]['kind']) =>
  runNow(services, { kind, channelId: mealboxId, week: WEEK, startedBy: 'test' });

async function weekOf(email: string) {
  const [row] = await t.database.db
    .select({ week: subscriptionWeeks, userId: users.id })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(
      subscriptionWeeks,
      and(eq(subscriptionWeeks.subscriptionId, subscriptions.id), eq(subscriptionWeeks.week, WEEK)),
    )
    .where(eq(users.email, email));
  return row;
}

async function reasonsOf(weekId: number | undefined) {
  const items = await t.database.db
    .select()
    .from(subscriptionWeekItems)
    .where(eq(subscriptionWeekItems.subscriptionWeekId, weekId ?? 0));
  return [...new Set(items.map((i) => i.reason))];
}

async function mailsTo(email: string, template: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, template)));
}

describe('the weekly cycle of a seeded week, driven by the clock', () => {
  it('reminds a subscriber who has not picked, once', async () => {
    clock.set(new Date(deadline.getTime() - 72 * HOUR + 60_000));
    const first = await run('remind');
    expect(first).toMatchObject({ status: 'done', done: 1, failed: 0 });
    expect((await run('remind')).done).toBe(0);
    const reminded = await mailsTo('holiday@mealbox.test', 'pick-reminder');
    expect(reminded).toHaveLength(1);
    expect(reminded[0]?.text).toContain(`/meals?week=${WEEK}&subscription=`);
  });

  it('preselects a full box for each picking subscriber still pending, with reasons and a link', async () => {
    clock.set(new Date(deadline.getTime() - 48 * HOUR + 60_000));
    const result = await run('preselect');
    expect(result).toMatchObject({ status: 'done', done: 1, failed: 0 });
    const preselected = await t.database.db
      .select({ id: subscriptionWeeks.id, key: subscriptionWeeks.preselectionKey })
      .from(subscriptionWeeks)
      .where(and(eq(subscriptionWeeks.week, WEEK), eq(subscriptionWeeks.state, 'preselected')));
    expect(preselected.length).toBe(result.done);
    for (const week of preselected) {
      expect(week.key).toMatch(/^[\w-]{20,}$/);
      const items = await t.database.db
        .select()
        .from(subscriptionWeekItems)
        .where(eq(subscriptionWeekItems.subscriptionWeekId, week.id));
      expect(items.reduce((n, i) => n + i.quantity, 0)).toBe(8);
      expect(items.every((i) => ['favourite', 'previous', 'popular'].includes(i.reason))).toBe(
        true,
      );
      expect(items.find((i) => i.menuItemId === favourite.id)?.reason).toBe('favourite');
      expect(items.some((i) => spicy.includes(i.menuItemId))).toBe(false);
    }
    expect((await weekOf('holiday@mealbox.test'))?.week?.state).toBe('preselected');
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'preselected'));
    expect(mails.length).toBe(result.done);
    expect(mails[0]?.text).toContain('/preselection-confirmation/');
  });

  it('lets the customer confirm the chosen box from the link in the mail', async () => {
    const [mail] = await mailsTo('holiday@mealbox.test', 'preselected');
    const key = /\/preselection-confirmation\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(key).toBeDefined();
    const guest = await new Visitor(t.app).open();
    const confirmed = await guest.post(`/api/preselection/${key}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect((await weekOf('holiday@mealbox.test'))?.week?.state).toBe('picked');
    expect(await reasonsOf((await weekOf('holiday@mealbox.test'))?.week?.id)).toContain(
      'favourite',
    );
  });

  it('locks every non-skipped week into one paid order, and a second lock changes nothing', async () => {
    // A subscriber whose card now declines.
    await t.database.db
      .update(users)
      .set({ cardToken: 'tok_sandbox_decline_lapsed' })
      .where(eq(users.email, 'lapsed@mealbox.test'));
    clock.set(new Date(deadline.getTime() + 60_000));
    const first = await run('lock');
    expect(first.status).toBe('done');
    expect(first.failed).toBe(0);
    const weekOrders = await t.database.db.select().from(orders).where(eq(orders.week, WEEK));
    expect(weekOrders.length).toBe(first.done);
    expect(weekOrders.every((o) => o.kind === 'subscription')).toBe(true);

    const again = await run('lock');
    expect(again.done + again.failed).toBe(0);
    expect((await t.database.db.select().from(orders).where(eq(orders.week, WEEK))).length).toBe(
      weekOrders.length,
    );
    const charges = (await listSandboxCharges(t.database.db)).filter((c) =>
      c.idempotency_key.includes(`:${WEEK}`),
    );
    expect(new Set(charges.map((c) => c.idempotency_key)).size).toBe(charges.length);

    const lapsed = await weekOf('lapsed@mealbox.test');
    expect(lapsed?.week?.state).toBe('payment_failed');
    expect(lapsed?.week?.nextChargeAt?.getTime()).toBe(clock.now().getTime() + 24 * HOUR);
    const failedMail = await mailsTo('lapsed@mealbox.test', 'payment-failed');
    expect(failedMail).toHaveLength(1);
    expect(failedMail[0]?.text).toContain('/account-settings/change_payment_method');

    const picky = await weekOf('picky@mealbox.test');
    expect(picky?.week?.state).toBe('paid');
    const chef = await weekOf('chef@mealbox.test');
    expect(chef?.week?.state).toBe('paid');
    expect(await reasonsOf(chef?.week?.id)).toEqual(['chef']);
    const lean = await weekOf('lean@mealbox.test');
    expect(lean?.week?.state).toBe('paid');
    expect(await reasonsOf(lean?.week?.id)).toEqual(['affiliate']);
    expect((await weekOf('holiday@mealbox.test'))?.week?.state).toBe('paid');
    expect(await mailsTo('picky@mealbox.test', 'weekly-order-paid')).toHaveLength(1);
    // One purchase event per paid order, each naming its order.
    const paidIds = weekOrders.filter((o) => o.status === 'paid').map((o) => o.id);
    const purchases = await queryRows<{ order_id: number; user_id: number }>(
      t.database.db,
      sql`SELECT (properties->>'order_id')::integer AS order_id, user_id FROM analytics_events
           WHERE name = 'purchase' AND properties->>'kind' = 'subscription'`,
    );
    expect(purchases.map((p) => p.order_id).sort()).toEqual([...paidIds].sort());
    expect(purchases.every((p) => p.user_id !== null)).toBe(true);
    // Paid from the gift card balance first, then declined for the rest.
    const [lapsedUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'lapsed@mealbox.test'));
    expect(lapsedUser?.giftCardBalanceCents).toBe(0);
  });

  it('retries a declined week after 24 h, then cancels it at delivery time with its gift card amount back', async () => {
    clock.set(new Date(deadline.getTime() + 12 * HOUR));
    expect((await run('retry')).done).toBe(0);
    clock.set(new Date(deadline.getTime() + 24 * HOUR + 120_000));
    const retried = await run('retry');
    expect(retried.done).toBe(1);
    const lapsed = await weekOf('lapsed@mealbox.test');
    expect(lapsed?.week?.state).toBe('payment_failed');
    expect(lapsed?.week?.chargeAttempts).toBe(2);

    clock.set(new Date(CYCLE_DELIVERY_STARTS));
    const cancelled = await run('cancel-unpaid');
    expect(cancelled.done).toBe(1);
    const after = await weekOf('lapsed@mealbox.test');
    expect(after?.week?.state).toBe('cancelled');
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, after?.week?.orderId ?? 0));
    expect(order?.status).toBe('cancelled');
    expect(await mailsTo('lapsed@mealbox.test', 'unpaid-cancelled')).toHaveLength(1);
    const [lapsedUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'lapsed@mealbox.test'));
    expect(lapsedUser?.giftCardBalanceCents).toBe(500);
    const charges = (await listSandboxCharges(t.database.db)).filter((c) =>
      c.idempotency_key.startsWith(`subscription-week:${lapsed?.week?.subscriptionId}:`),
    );
    expect(charges.map((c) => c.status)).toEqual(['declined', 'declined']);
    expect((await run('cancel-unpaid')).done).toBe(0);
  });
});

describe('every order the lock made', () => {
  it('keeps its meal count equal to its lines', async () => {
    expect(await ordersWithWrongMealCount(t.database.db)).toEqual([]);
  });
});
