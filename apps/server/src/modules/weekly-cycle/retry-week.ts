import { unpaidCancelledMail } from '../../integrations/email/weekly-cycle.mail.ts';
import { formatWeek } from '../../lib/weeks.ts';
import { cancelFailedOrder, reopenFailedOrder } from '../orders/orders.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import { chargeWeekOrders } from './charge-week.ts';
import { chargedWeekOf, type WeekOutcome } from './lock-week.ts';
import type { WeekBatch } from './week-box.ts';
import { findWeekOrder, weekStateWhen, type CycleSubscription } from './weekly-cycle.repository.ts';

/**
 * Another charge of a declined week: when its retry is due (24 h after the last decline), or at
 * once when `now` is asked for (the customer just updated their card). The order gets a new
 * attempt with its own idempotency key, on the card on file now; a charge that was never answered
 * is asked again under its own key. Safe to repeat and to run in two processes at once.
 */
export async function retryWeek(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
  options: { now?: boolean; sleep?: (ms: number) => Promise<void> } = {},
): Promise<WeekOutcome> {
  if (s.order_id === null || s.week_id === null) return 'skipped';
  const weekId = s.week_id;
  if (s.week_state === 'ordered') {
    // A charge left unanswered (the gateway was down): ask again under the same key.
    const order = await findWeekOrder(ctx.db, s.order_id);
    if (!order || order.payment?.status !== 'pending') return 'skipped';
    const [outcome] = await chargeWeekOrders(
      ctx,
      [{ order, week: chargedWeekOf(s, batch, weekId, order) }],
      options.sleep,
    );
    return outcome === 'unknown' ? 'failed' : 'done';
  }
  if (s.week_state !== 'payment_failed') return 'skipped';
  const due = s.next_charge_at !== null && s.next_charge_at <= ctx.clock.now();
  if (!options.now && !due) return 'skipped';
  if (!s.card_token) return 'skipped';
  const order = await findWeekOrder(ctx.db, s.order_id);
  if (!order || order.status !== 'payment_failed') return 'skipped';
  const payment = await reopenFailedOrder(ctx.db, {
    orderId: order.id,
    payment: {
      idempotencyKey: `${order.idempotency_key}:charge:${s.charge_attempts + 1}`,
      amountCents: order.card_charge_cents,
      cardToken: s.card_token,
    },
    writes: (when) => [weekStateWhen(weekId, { state: 'ordered' }, when)],
  });
  if (!payment) return 'skipped';
  const reopened = {
    ...order,
    status: 'placed' as const,
    payment: {
      id: payment.id,
      status: 'pending' as const,
      idempotency_key: payment.idempotencyKey,
      amount_cents: payment.amountCents,
      card_token: payment.cardToken,
    },
  };
  const [outcome] = await chargeWeekOrders(
    ctx,
    [{ order: reopened, week: chargedWeekOf(s, batch, weekId, order) }],
    options.sleep,
  );
  return outcome === 'unknown' ? 'failed' : 'done';
}

/**
 * At the start of the delivery day a week still declined is cancelled: its order cancelled, the
 * gift card balance it used given back, the customer told. Only from `payment_failed`, once.
 */
export async function cancelUnpaidWeek(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
): Promise<WeekOutcome> {
  if (s.week_state !== 'payment_failed' || s.order_id === null || s.week_id === null) {
    return 'skipped';
  }
  const weekId = s.week_id;
  const mail = unpaidCancelledMail(
    { to: s.email, firstName: s.first_name, channel: ctx.channel.config },
    { formatted: formatWeek(batch.menu.week), scheduleUrl: `${ctx.env.PUBLIC_URL}/my-schedule` },
  );
  const cancelled = await cancelFailedOrder(ctx.db, {
    orderId: s.order_id,
    writes: (when) => [
      weekStateWhen(weekId, { state: 'cancelled', nextChargeAt: null }, when),
      ctx.mailer.enqueueWhen(mail, when),
    ],
  });
  if (!cancelled) return 'skipped';
  ctx.mailer.kick();
  return 'done';
}
