import { checkoutMessages, formatPrice, UPDATE_CARD_PATH } from '@mealbox/contracts';
import {
  paymentFailedMail,
  weeklyOrderPaidMail,
} from '../../integrations/email/weekly-cycle.mail.ts';
import {
  GatewayBusy,
  GatewayTimeout,
  type ChargeResult,
  type PaymentGateway,
} from '../../integrations/payments/payment-gateway.ts';
import { formatDeadline, formatDeliveryDate, formatWeek } from '../../lib/weeks.ts';
import { finishPaidOrder } from '../orders/finish-paid-order.ts';
import { settleDeclinedOnce } from '../orders/orders.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import { nextChargeAt, type CycleWeek } from './cycle-timing.ts';
import { weekStateWhen, type WeekOrder } from './weekly-cycle.repository.ts';

/** How a week's charge ended: paid, declined, or not known yet (the gateway never answered). */
export type ChargeOutcome = 'paid' | 'declined' | 'unknown';

/** The customer and week a charge is for, as its mails name them. */
export interface ChargedWeek {
  weekId: number;
  chargeAttempts: number;
  userId: number;
  email: string;
  firstName: string;
  cycleWeek: CycleWeek;
  meals: Array<{ name: string; quantity: number }>;
}

/** Lost answers asked again before a charge is left pending for the next run. */
const LOST_ANSWER_ATTEMPTS = 6;
/** How long one charge may keep waiting out 429s before it is left for the next run. */
const BUSY_PATIENCE_MS = 10 * 60_000;
const MAX_WAIT_MS = 30_000;
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * When each gateway said it may be asked again (its last 429's Retry-After): every charge of the
 * process waits for it, so a busy gateway gets the pace it asked for instead of a storm of
 * refused requests.
 */
const busyUntil = new WeakMap<PaymentGateway, number>();

/**
 * Asks the gateway until it answers: a 429 pauses every charge of the process as long as it says
 * (and costs no attempt), a lost answer is asked again with the same idempotency key (the gateway
 * answers the charge it made, or makes it once). Undefined when it never answered: the payment
 * stays pending for the next run.
 */
export async function chargeWithBackoff(
  gateway: PaymentGateway,
  request: Parameters<PaymentGateway['charge']>[0],
  sleep: (ms: number) => Promise<void> = realSleep,
): Promise<ChargeResult | undefined> {
  const givesUpAt = Date.now() + BUSY_PATIENCE_MS;
  let lost = 0;
  while (Date.now() < givesUpAt) {
    const wait = (busyUntil.get(gateway) ?? 0) - Date.now();
    if (wait > 0) await sleep(Math.min(wait, MAX_WAIT_MS));
    try {
      return await gateway.charge(request);
    } catch (error) {
      if (error instanceof GatewayBusy) {
        const until = Date.now() + Math.min(error.retryAfterMs, MAX_WAIT_MS);
        busyUntil.set(gateway, Math.max(busyUntil.get(gateway) ?? 0, until));
      } else if (error instanceof GatewayTimeout) {
        lost += 1;
        if (lost >= LOST_ANSWER_ATTEMPTS) return undefined;
        await sleep(Math.min(100 * 2 ** lost, MAX_WAIT_MS));
      } else {
        throw error;
      }
    }
  }
  return undefined;
}

/**
 * Charges a subscription week's order (its latest payment, pending) and settles it once: paid
 * (the week paid, a confirmation mail), or declined (the week `payment_failed`, its next try
 * scheduled, a mail with the link to update the card). An order the card pays nothing of is
 * paid at once. Safe to repeat and to run in two processes at once: the payment's idempotency key
 * makes one charge, and each settling happens only from 'placed'.
 */
export async function chargeWeekOrder(
  ctx: ServiceContext,
  order: WeekOrder,
  week: ChargedWeek,
  sleep?: (ms: number) => Promise<void>,
): Promise<ChargeOutcome> {
  if (order.status === 'paid') return 'paid';
  if (order.status !== 'placed') return 'declined';
  const payment = order.payment;
  let result: ChargeResult | undefined;
  if (payment === null || payment.status === 'succeeded') {
    result = { status: 'succeeded', reference: '' };
  } else if (!payment.card_token) {
    result = { status: 'declined', message: checkoutMessages.noCard };
  } else {
    result = await chargeWithBackoff(
      ctx.payments,
      {
        token: payment.card_token,
        amountCents: payment.amount_cents,
        idempotencyKey: payment.idempotency_key,
        description: `${ctx.channel.config.name} box for the week of ${week.cycleWeek.week}`,
      },
      sleep,
    );
  }
  if (!result) return 'unknown';
  const to = { to: week.email, firstName: week.firstName, channel: ctx.channel.config };
  const now = ctx.clock.now();
  const tz = ctx.env.STORE_TIMEZONE;
  if (result.status === 'succeeded') {
    await finishPaidOrder(ctx, {
      order: {
        id: order.id,
        userId: week.userId,
        channelId: ctx.channel.id,
        week: week.cycleWeek.week,
        totalCents: order.total_cents,
        kind: 'subscription',
      },
      charged:
        payment && payment.status === 'pending'
          ? { paymentId: payment.id, reference: result.reference }
          : null,
      mealPlanId: null,
      details: null,
      mail: weeklyOrderPaidMail(
        to,
        {
          formatted: formatWeek(week.cycleWeek.week),
          delivery: formatDeliveryDate(week.cycleWeek.deliveryDate),
          total: formatPrice(order.total_cents),
          orderUrl: `${ctx.env.PUBLIC_URL}/confirmation/${order.customer_order_key}`,
        },
        week.meals,
      ),
      writes: (when) => [
        weekStateWhen(
          week.weekId,
          { state: 'paid', countAttempt: payment?.status === 'pending', nextChargeAt: null },
          when,
        ),
      ],
    });
    ctx.mailer.kick();
    return 'paid';
  }
  if (!payment) return 'unknown';
  const attempts = week.chargeAttempts + 1;
  const next = nextChargeAt(now, attempts, week.cycleWeek, tz);
  await settleDeclinedOnce(ctx.db, {
    orderId: order.id,
    paymentId: payment.id,
    message: result.message,
    writes: (when) => [
      weekStateWhen(
        week.weekId,
        { state: 'payment_failed', countAttempt: true, nextChargeAt: next },
        when,
      ),
      ctx.mailer.enqueueWhen(
        paymentFailedMail(to, {
          formatted: formatWeek(week.cycleWeek.week),
          reason: result.message,
          nextTry: next ? formatDeadline(next, tz) : null,
          updateUrl: `${ctx.env.PUBLIC_URL}${UPDATE_CARD_PATH}`,
        }),
        when,
      ),
    ],
  });
  ctx.mailer.kick();
  return 'declined';
}
