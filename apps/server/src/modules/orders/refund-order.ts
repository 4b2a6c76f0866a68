import { orderRefundMessages, type RefundOrderInput } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { signedIn } from '../accounts/signed-in.ts';
import { recordStaffChange } from '../audit/audit.service.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  creditGiftCardBalance,
  findOrderById,
  findRefundByKey,
  findSucceededCharge,
  holdRefund,
  insertRefundOnce,
  releaseRefundHold,
  settleRefund,
  type RefundRow,
} from './orders-admin.repository.ts';
import type { OrderRow } from './orders.repository.ts';

export const gatewayLostMessage =
  'The payment gateway did not answer. Send the refund again to finish it: it is made once.';

/** Not a refund: the money was never held, so nothing is to be given back. */
class NotHeld extends Error {}

const refundFields = (o: Pick<OrderRow, 'refundedCents' | 'cardRefundedCents'>) => ({
  refunded_cents: o.refundedCents,
  card_refunded_cents: o.cardRefundedCents,
});

/**
 * Gives back part or all of a paid order (product decisions: never more than was paid, whatever
 * runs at once). The amount is held on the order by one conditional write (holdRefund) together
 * with the refund's row, keyed by the client's key, and the audit record, in one transaction.
 * To the gift card balance, that transaction also credits the balance and the refund is done.
 * To the card, the gateway is asked next under the refund's own key: its success settles the
 * refund; its refusal gives the hold back. A request that dies in between leaves the refund
 * pending with its amount held; sending it again with the same key asks the gateway again under
 * the same key (the gateway refunds once per key) and settles it.
 */
export async function refundOrder(
  ctx: ServiceContext,
  orderId: number,
  input: RefundOrderInput,
): Promise<RefundRow> {
  const actor = signedIn(ctx);
  const key = `order-${orderId}:${input.idempotency_key}`;
  const toCard = input.destination === 'card';

  const earlier = await findRefundByKey(ctx.db, key);
  if (earlier) return resumeRefund(ctx, earlier, input);

  const charge = toCard ? await findSucceededCharge(ctx.db, orderId) : undefined;
  let refund: RefundRow | undefined;
  try {
    refund = await ctx.db.transaction(async (tx) => {
      const row = await insertRefundOnce(tx, {
        orderId,
        amountCents: input.amount_cents,
        destination: input.destination,
        status: toCard ? 'pending' : 'succeeded',
        idempotencyKey: key,
        reason: input.reason,
        createdByUserId: actor.id,
      });
      // A twin request holds the key: its refund is the one.
      if (!row) throw new NotHeld();
      if (toCard && !charge?.gatewayReference) throw await refusal(tx, orderId, input);
      const held = await holdRefund(tx, orderId, input.amount_cents, toCard);
      if (!held) throw await refusal(tx, orderId, input);
      const before = {
        refundedCents: held.refundedCents - input.amount_cents,
        cardRefundedCents: held.cardRefundedCents - (toCard ? input.amount_cents : 0),
      };
      let balance: { before: number; after: number } | undefined;
      if (!toCard) balance = await creditGiftCardBalance(tx, held.userId, input.amount_cents);
      await recordStaffChange(tx, ctx, {
        entity: 'order',
        entityId: orderId,
        customerId: held.userId,
        action: toCard ? 'refund to card' : 'refund to gift card balance',
        before: {
          ...refundFields(before),
          ...(balance ? { gift_card_balance_cents: balance.before } : {}),
        },
        after: {
          ...refundFields(held),
          ...(balance ? { gift_card_balance_cents: balance.after } : {}),
          refund_id: row.id,
          refund_cents: input.amount_cents,
        },
        reason: input.reason,
      });
      return row;
    });
  } catch (error) {
    if (!(error instanceof NotHeld)) throw error;
  }
  if (!refund) {
    const twin = await findRefundByKey(ctx.db, key);
    if (!twin) throw new Error('a refund vanished after its key conflicted');
    return resumeRefund(ctx, twin, input);
  }
  if (!toCard || !charge?.gatewayReference) return refund;
  return askGateway(ctx, refund, charge.gatewayReference);
}

/** The same key again: the same refund, finished if it was left pending. */
async function resumeRefund(
  ctx: ServiceContext,
  refund: RefundRow,
  input: RefundOrderInput,
): Promise<RefundRow> {
  if (refund.amountCents !== input.amount_cents || refund.destination !== input.destination) {
    throw new Conflict(orderRefundMessages.keyReused);
  }
  if (refund.status !== 'pending') return refund;
  const charge = await findSucceededCharge(ctx.db, refund.orderId);
  if (!charge?.gatewayReference) throw new Error('a pending card refund without its charge');
  return askGateway(ctx, refund, charge.gatewayReference);
}

async function askGateway(
  ctx: ServiceContext,
  refund: RefundRow,
  chargeReference: string,
): Promise<RefundRow> {
  let result;
  try {
    result = await ctx.payments.refund({
      chargeReference,
      amountCents: refund.amountCents,
      idempotencyKey: refund.idempotencyKey,
    });
  } catch (error) {
    // The refund stays pending with its amount held: the same key asks again and finishes it.
    ctx.log.warn({ err: error, refund: refund.id }, 'refund left pending');
    throw new AppError(gatewayLostMessage, 503);
  }
  if (result.status === 'succeeded') {
    return (await settleRefund(ctx.db, refund.id, result)) ?? refund;
  }
  await ctx.db.transaction(async (tx) => {
    const failed = await settleRefund(tx, refund.id, result);
    // Another request settled it already (and gave the hold back if it failed).
    if (!failed) return;
    const after = await releaseRefundHold(tx, refund.orderId, refund.amountCents, true);
    if (!after) return;
    const before = {
      refundedCents: after.refundedCents + refund.amountCents,
      cardRefundedCents: after.cardRefundedCents + refund.amountCents,
    };
    await recordStaffChange(tx, ctx, {
      entity: 'order',
      entityId: refund.orderId,
      customerId: after.userId,
      action: 'refund to card failed',
      before: refundFields(before),
      after: { ...refundFields(after), refund_id: refund.id },
      reason: result.message,
    });
  });
  throw new ValidationFailed(result.message);
}

/** Why the amount could not be held: no order (404), not paid (409), or too much (422). */
async function refusal(db: DbOrTx, orderId: number, input: RefundOrderInput): Promise<AppError> {
  const order = await findOrderById(db, orderId);
  if (!order) return new NotFound('There is no such order.');
  if (order.status !== 'paid') return new Conflict(orderRefundMessages.notPaid);
  const left = order.totalCents - order.refundedCents;
  const cardLeft = order.cardChargeCents - order.cardRefundedCents;
  if (input.destination === 'card' && order.cardChargeCents === 0) {
    return new ValidationFailed(orderRefundMessages.noCharge, {
      destination: [orderRefundMessages.noCharge],
    });
  }
  const message =
    input.destination === 'card' && cardLeft < left
      ? orderRefundMessages.tooMuchToCard(Math.max(cardLeft, 0))
      : orderRefundMessages.tooMuch(Math.max(left, 0));
  return new ValidationFailed(message, { amount_cents: [message] });
}

/** What may still be refunded of an order, in all and to the card. */
export function refundable(order: OrderRow): { all: number; card: number } {
  if (order.status !== 'paid') return { all: 0, card: 0 };
  const all = order.totalCents - order.refundedCents;
  return { all, card: Math.min(all, order.cardChargeCents - order.cardRefundedCents) };
}
