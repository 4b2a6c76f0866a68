import { priceOrder, unitPrice } from '@mealbox/contracts';
import { Conflict } from '../../lib/errors.ts';
import { createOrders, type CreatedOrder, type NewOrder } from '../orders/create-order.ts';
import { findOrderByIdempotencyKey, withdrawPlacedOrder } from '../orders/orders.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import { chargeWeekOrders, type ChargedWeek, type WeekCharge } from './charge-week.ts';
import type { CycleWeek } from './cycle-timing.ts';
import { chooseBox, keptBox, needsChoosing, type BoxItem, type WeekBatch } from './week-box.ts';
import {
  fillWeeksIfUnchanged,
  findWeekOrder,
  orderOfWeek,
  type CycleSubscription,
  type WeekOrder,
} from './weekly-cycle.repository.ts';

/** What a run did with one subscription week. */
export type WeekOutcome = 'done' | 'failed' | 'skipped';

/** A subscription week's order key: the same week never makes a second order. */
export const weekOrderKey = (subscriptionId: number, week: string) =>
  `subscription-week:${subscriptionId}:${week}`;

export const cycleWeekOf = (batch: WeekBatch): CycleWeek => ({
  week: batch.menu.week,
  pickingDeadline: batch.menu.picking_deadline,
  deliveryDate: batch.menu.delivery_date,
});

/**
 * The lock of subscription weeks (at their deadline), a batch at a time: each week becomes one
 * order through the store's one order creation, priced by its one pricing (Subscribe & Save, the
 * gift card balance first, then the card), linked to the week, then charged. A week skipped is
 * left; a week locked already is only finished (its charge, if it was never answered). The
 * batch's orders are made in one statement, linked in one, and settled in one or two after their
 * charges. Safe to repeat and to run in two processes at once: an order's key is its week's, the
 * link is a conditional write, the charge has the payment's idempotency key. Answers each week's
 * outcome, in order.
 */
export async function lockWeeks(
  ctx: ServiceContext,
  subscriptions: readonly CycleSubscription[],
  batch: WeekBatch,
  sleep?: (ms: number) => Promise<void>,
): Promise<WeekOutcome[]> {
  const outcomes = new Array<WeekOutcome>(subscriptions.length).fill('skipped');
  const toCharge: ChargeOf[] = [];
  const toMake: Array<{ at: number; s: CycleSubscription; kept: boolean; box: BoxItem[] }> = [];
  subscriptions.forEach((s, at) => {
    if (s.week_state === 'skipped') return;
    if (s.week_state === 'ordered' && s.order_id !== null) {
      if (s.week_id !== null) toCharge.push({ at, s, orderId: s.order_id, weekId: s.week_id });
      else outcomes[at] = 'failed';
      return;
    }
    if (s.week_state !== null && !['pending', 'picked', 'preselected'].includes(s.week_state)) {
      return;
    }
    if (s.status !== 'active') return;
    const kept = needsChoosing(s) ? null : keptBox(s, batch);
    const box = kept ?? chooseBox(s, batch);
    if (box.length === 0) {
      ctx.log.warn({ subscription: s.subscription_id }, 'no meal on the menu fits this customer');
      outcomes[at] = 'failed';
      return;
    }
    toMake.push({ at, s, kept: kept !== null, box });
  });

  const made = await createOrders(
    ctx.db,
    toMake.map(({ s, box }) => weekOrderOf(ctx, s, batch, box)),
  );
  const ordered: Array<(typeof toMake)[number] & { orderId: number; known?: WeekOrder }> = [];
  await Promise.all(
    made.map(async (result, i) => {
      const m = toMake[i]!;
      if (result.status === 'rejected') {
        // The gift card balance changed since the batch read it: the next run prices it again.
        if (!(result.reason instanceof Conflict)) {
          ctx.log.error(
            { err: result.reason, subscription: m.s.subscription_id },
            'a subscription week failed in the weekly cycle',
          );
        }
        outcomes[m.at] = 'failed';
        return;
      }
      if (result.value) {
        ordered.push({
          ...m,
          orderId: result.value.order.id,
          known: weekOrderOfCreated(result.value, m.box, batch),
        });
        return;
      }
      // Made by an earlier run or another process: found under the week's key.
      const existing = await findOrderByIdempotencyKey(
        ctx.db,
        weekOrderKey(m.s.subscription_id, batch.menu.week),
      );
      if (existing) ordered.push({ ...m, orderId: existing.id });
      else outcomes[m.at] = 'failed';
    }),
  );

  const linked = await fillWeeksIfUnchanged(
    ctx.db,
    batch.menu.week,
    ordered.map(({ s, kept, box, orderId }) => ({
      subscriptionId: s.subscription_id,
      readState: s.week_state,
      state: 'ordered' as const,
      items: kept ? null : box,
      orderId,
    })),
    (name, rows) => ctx.mailer.enqueueManyFrom(name, rows),
  );
  await Promise.all(
    ordered.map(async ({ at, s, orderId, known }) => {
      const weekId = linked.get(s.subscription_id);
      if (weekId !== undefined) {
        toCharge.push({ at, s, orderId, weekId, ...(known ? { known } : {}) });
        return;
      }
      // The week changed after it was read: another process linked this same order (go on and
      // charge it), or the customer changed the week at the deadline (withdraw the order).
      const now = await orderOfWeek(ctx.db, s.subscription_id, batch.menu.week);
      if (!now || now.orderId !== orderId) {
        await withdrawPlacedOrder(ctx.db, orderId);
        return;
      }
      toCharge.push({ at, s, orderId, weekId: now.weekId });
    }),
  );

  const charges: Array<{ at: number; charge: WeekCharge }> = [];
  await Promise.all(
    toCharge.map(async ({ at, s, orderId, weekId, known }) => {
      const order = known ?? (await findWeekOrder(ctx.db, orderId));
      if (!order) {
        outcomes[at] = 'failed';
        return;
      }
      charges.push({ at, charge: { order, week: chargedWeekOf(s, batch, weekId, order) } });
    }),
  );
  const charged = await chargeWeekOrders(
    ctx,
    charges.map((c) => c.charge),
    sleep,
  );
  charged.forEach((outcome, i) => {
    outcomes[charges[i]!.at] = outcome === 'paid' || outcome === 'declined' ? 'done' : 'failed';
  });
  return outcomes;
}

/** lockWeeks for one subscription week (a staff member's step for one subscription). */
export async function lockWeek(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
  sleep?: (ms: number) => Promise<void>,
): Promise<WeekOutcome> {
  const [outcome] = await lockWeeks(ctx, [s], batch, sleep);
  return outcome ?? 'failed';
}

interface ChargeOf {
  at: number;
  s: CycleSubscription;
  orderId: number;
  weekId: number;
  known?: WeekOrder;
}

/** The week's customer and week, as its charge's mails name them. */
export function chargedWeekOf(
  s: CycleSubscription,
  batch: WeekBatch,
  weekId: number,
  order: WeekOrder,
): ChargedWeek {
  return {
    weekId,
    chargeAttempts: s.charge_attempts,
    userId: s.user_id,
    email: s.email,
    firstName: s.first_name,
    cycleWeek: cycleWeekOf(batch),
    meals: order.lines,
  };
}

/** The order a subscription week makes: its box at the plan's prices, priced as checkout is. */
function weekOrderOf(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
  box: BoxItem[],
): NewOrder {
  const plan = { pricePerMealCents: s.price_per_meal_cents };
  const lines = box.map((item) => {
    const meal = batch.mealsById.get(item.menuItemId)!;
    return {
      menuItemId: meal.id,
      name: meal.name,
      unitPriceCents: unitPrice(
        { priceCents: meal.price_cents, premiumSurchargeCents: meal.premium_surcharge_cents },
        plan,
      ),
      quantity: item.quantity,
    };
  });
  const price = priceOrder({
    lines: lines.map((l) => ({ unitPrice: l.unitPriceCents, quantity: l.quantity })),
    subscriptionDiscountPercent: ctx.channel.config.subscription_discount,
    discount: null,
    giftCardBalance: s.gift_card_balance_cents,
  });
  return {
    idempotencyKey: weekOrderKey(s.subscription_id, batch.menu.week),
    userId: s.user_id,
    channelId: ctx.channel.id,
    week: batch.menu.week,
    deliveryDate: batch.menu.delivery_date,
    kind: 'subscription',
    shipping: {
      first_name: s.first_name,
      last_name: s.last_name,
      company: s.company,
      address_1: s.address_1,
      address_2: s.address_2,
      city: s.city,
      state: s.state,
      zip_code: s.zip_code,
      dayphone: s.dayphone,
      delivery_instructions: s.delivery_instructions,
    },
    lines,
    price,
    discount: null,
    card: { token: s.card_token ?? '', newCard: null },
  };
}

/** The order as just inserted, as charging reads it (so that it is not read again). */
function weekOrderOfCreated(created: CreatedOrder, box: BoxItem[], batch: WeekBatch): WeekOrder {
  const { order, payment } = created;
  return {
    id: order.id,
    status: 'placed',
    idempotency_key: order.idempotencyKey ?? '',
    customer_order_key: order.customerOrderKey,
    total_cents: order.totalCents,
    card_charge_cents: order.cardChargeCents,
    gift_card_cents: order.giftCardCents,
    lines: box.map((item) => ({
      name: batch.mealsById.get(item.menuItemId)!.name,
      quantity: item.quantity,
    })),
    payment: payment && {
      id: payment.id,
      status: 'pending',
      idempotency_key: payment.idempotencyKey,
      amount_cents: payment.amountCents,
      card_token: payment.cardToken,
    },
  };
}
