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
import { mapAtMost } from '../../lib/map-at-most.ts';
import { formatDeadline, formatDeliveryDate, formatWeek } from '../../lib/weeks.ts';
import type { MailMessage } from '../../integrations/email/mailer.ts';
import { finishPaidOrders, type PaidOrderFinish } from '../orders/finish-paid-order.ts';
import {
  failedOrderMails,
  failedOrderOwn,
  settleDeclinedOnce,
  type DeclinedOrderRow,
} from '../orders/orders.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import { nextChargeAt, type CycleWeek } from './cycle-timing.ts';
import { weekStatesFrom, type WeekOrder, type WeekStateChange } from './weekly-cycle.repository.ts';

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

/** Charges of a batch waiting on the gateway at once (each mostly waits on its answer). */
const CHARGES_AT_ONCE = 64;

/** A subscription week's order to charge, and the week it is for. */
export interface WeekCharge {
  order: WeekOrder;
  week: ChargedWeek;
}

/**
 * Charges subscription weeks' orders (each its latest payment, pending) and settles each once:
 * paid (the week paid, a confirmation mail), or declined (the week `payment_failed`, its next try
 * scheduled, a mail with the link to update the card). An order the card pays nothing of is paid
 * at once. The charges wait on the gateway together; the paid ones are then settled in one
 * statement and the declined in another. Safe to repeat and to run in two processes at once: the
 * payment's idempotency key makes one charge, and each settling happens only from 'placed'.
 * Answers each week's outcome, in order.
 */
export async function chargeWeekOrders(
  ctx: ServiceContext,
  charges: readonly WeekCharge[],
  sleep?: (ms: number) => Promise<void>,
): Promise<ChargeOutcome[]> {
  const results = await mapAtMost(CHARGES_AT_ONCE, charges, ({ order, week }) =>
    chargeOf(ctx, order, week, sleep),
  );
  const paid: PaidOrderFinish[] = [];
  const declined: DeclinedOrderRow[] = [];
  const declinedMails: MailMessage[] = [];
  const now = ctx.clock.now();
  const tz = ctx.env.STORE_TIMEZONE;
  const outcomes = results.map((result, i): ChargeOutcome => {
    if (result === undefined) return 'unknown';
    if (result === 'paid' || result === 'declined') return result;
    const { order, week } = charges[i]!;
    const payment = order.payment;
    const to = { to: week.email, firstName: week.firstName, channel: ctx.channel.config };
    if (result.status === 'succeeded') {
      const counted = payment?.status === 'pending';
      paid.push({
        order: {
          id: order.id,
          userId: week.userId,
          channelId: ctx.channel.id,
          week: week.cycleWeek.week,
          totalCents: order.total_cents,
          kind: 'subscription',
        },
        charged: counted ? { paymentId: payment.id, reference: result.reference } : null,
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
        own: weekMove(week.weekId, 'paid', counted, null),
      });
      return 'paid';
    }
    if (!payment) return 'unknown';
    const next = nextChargeAt(now, week.chargeAttempts + 1, week.cycleWeek, tz);
    const mail = paymentFailedMail(to, {
      formatted: formatWeek(week.cycleWeek.week),
      reason: result.message,
      nextTry: next ? formatDeadline(next, tz) : null,
      updateUrl: `${ctx.env.PUBLIC_URL}${UPDATE_CARD_PATH}`,
    });
    declinedMails.push(mail);
    declined.push({
      orderId: order.id,
      paymentId: payment.id,
      message: result.message,
      mail,
      own: weekMove(week.weekId, 'payment_failed', true, next),
    });
    return 'declined';
  });
  await finishPaidOrders(ctx, paid, (orders) => [weekStatesFrom('paid_weeks', orders)]);
  await settleDeclinedOnce(ctx.db, {
    rows: declined,
    writes: [
      weekStatesFrom('failed_weeks', failedOrderOwn),
      ctx.mailer.enqueueEachOf('payment_failed_mails', failedOrderMails, declinedMails),
    ],
  });
  if (paid.length > 0 || declined.length > 0) ctx.mailer.kick();
  return outcomes;
}

/** A week's move as `weekStatesFrom` reads it. */
function weekMove(
  weekId: number,
  state: 'paid' | 'payment_failed',
  countAttempt: boolean,
  next: Date | null,
): WeekStateChange {
  return {
    week_id: weekId,
    state,
    count_attempt: countAttempt ? 1 : 0,
    keep_next_charge_at: false,
    next_charge_at: next?.toISOString() ?? null,
  };
}

/**
 * What the gateway said of one week's charge: its result, undefined when it never answered, or
 * 'paid' / 'declined' when the order had been settled already.
 */
async function chargeOf(
  ctx: ServiceContext,
  order: WeekOrder,
  week: ChargedWeek,
  sleep?: (ms: number) => Promise<void>,
): Promise<ChargeResult | 'paid' | 'declined' | undefined> {
  if (order.status === 'paid') return 'paid';
  if (order.status !== 'placed') return 'declined';
  const payment = order.payment;
  if (payment === null || payment.status === 'succeeded') {
    return { status: 'succeeded', reference: '' };
  }
  if (!payment.card_token) return { status: 'declined', message: checkoutMessages.noCard };
  return chargeWithBackoff(
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
