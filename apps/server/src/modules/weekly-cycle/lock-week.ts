import { priceOrder, unitPrice } from '@mealbox/contracts';
import { Conflict } from '../../lib/errors.ts';
import { createOrder } from '../orders/create-order.ts';
import { findOrderByIdempotencyKey, withdrawPlacedOrder } from '../orders/orders.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import { chargeWeekOrder, type ChargeOutcome } from './charge-week.ts';
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
 * The lock of one subscription week (at its deadline): the week becomes one order through the
 * store's one order creation, priced by its one pricing (Subscribe & Save, the gift card balance
 * first, then the card), linked to the week, then charged. A week skipped is left; a week locked
 * already is only finished (its charge, if it was never answered). Safe to repeat and to run in
 * two processes at once: the order's key is the week's, the link is a conditional write, the
 * charge has the payment's idempotency key.
 */
export async function lockWeek(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
  sleep?: (ms: number) => Promise<void>,
): Promise<WeekOutcome> {
  if (s.week_state === 'skipped') return 'skipped';
  if (s.week_state === 'ordered' && s.order_id !== null) {
    return outcomeOf(await chargeLinked(ctx, s, batch, s.order_id, sleep));
  }
  if (s.week_state !== null && !['pending', 'picked', 'preselected'].includes(s.week_state)) {
    return 'skipped';
  }
  if (s.status !== 'active') return 'skipped';

  const kept = needsChoosing(s) ? null : keptBox(s, batch);
  const box = kept ?? chooseBox(s, batch);
  if (box.length === 0) {
    ctx.log.warn({ subscription: s.subscription_id }, 'no meal on the menu fits this customer');
    return 'failed';
  }
  const made = await createWeekOrder(ctx, s, batch, box);
  if (made === undefined) return 'failed';
  const orderId = made.id;
  const linked = await fillWeeksIfUnchanged(
    ctx.db,
    batch.menu.week,
    [
      {
        subscriptionId: s.subscription_id,
        readState: s.week_state,
        state: 'ordered',
        items: kept ? null : box,
        orderId,
      },
    ],
    (name, rows) => ctx.mailer.enqueueManyFrom(name, rows),
  );
  let weekId = linked.get(s.subscription_id);
  if (weekId === undefined) {
    // The week changed after it was read: another process linked this same order (go on and
    // charge it), or the customer changed the week at the deadline (withdraw the order).
    const now = await orderOfWeek(ctx.db, s.subscription_id, batch.menu.week);
    if (!now || now.orderId !== orderId) {
      await withdrawPlacedOrder(ctx.db, orderId);
      return 'skipped';
    }
    weekId = now.weekId;
  }
  return outcomeOf(await chargeLinked(ctx, s, batch, orderId, sleep, weekId, made.created));
}

/**
 * The week's order, made now (`created`: the order as inserted, so that it is not read again) or
 * found under the week's key (made by an earlier run or another process).
 */
async function createWeekOrder(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
  box: BoxItem[],
): Promise<{ id: number; created?: WeekOrder } | undefined> {
  const key = weekOrderKey(s.subscription_id, batch.menu.week);
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
  try {
    const created = await createOrder(ctx.db, {
      idempotencyKey: key,
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
    });
    if (created) {
      const { order, payment } = created;
      return {
        id: order.id,
        created: {
          id: order.id,
          status: 'placed',
          idempotency_key: key,
          customer_order_key: order.customerOrderKey,
          total_cents: order.totalCents,
          card_charge_cents: order.cardChargeCents,
          gift_card_cents: order.giftCardCents,
          lines: lines.map((l) => ({ name: l.name, quantity: l.quantity })),
          payment: payment && {
            id: payment.id,
            status: 'pending',
            idempotency_key: payment.idempotencyKey,
            amount_cents: payment.amountCents,
            card_token: payment.cardToken,
          },
        },
      };
    }
  } catch (error) {
    // The gift card balance changed since the batch read it: the next run prices it again.
    if (error instanceof Conflict) return undefined;
    throw error;
  }
  const existing = await findOrderByIdempotencyKey(ctx.db, key);
  return existing && { id: existing.id };
}

async function chargeLinked(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
  orderId: number,
  sleep?: (ms: number) => Promise<void>,
  weekId?: number,
  known?: WeekOrder,
): Promise<ChargeOutcome | 'missing'> {
  const order = known ?? (await findWeekOrder(ctx.db, orderId));
  const id = weekId ?? s.week_id;
  if (!order || id === null || id === undefined) return 'missing';
  return chargeWeekOrder(
    ctx,
    order,
    {
      weekId: id,
      chargeAttempts: s.charge_attempts,
      userId: s.user_id,
      email: s.email,
      firstName: s.first_name,
      cycleWeek: cycleWeekOf(batch),
      meals: order.lines,
    },
    sleep,
  );
}

const outcomeOf = (charge: ChargeOutcome | 'missing'): WeekOutcome =>
  charge === 'paid' || charge === 'declined' ? 'done' : 'failed';
