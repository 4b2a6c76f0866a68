import type { ServiceContext } from '../service-context.ts';
import type { MailMessage } from '../../integrations/email/mailer.ts';
import { track } from '../analytics/analytics.service.ts';
import { deleteOwnedCart } from '../cart/cart.repository.ts';
import { startSubscription } from '../subscriptions/subscriptions.repository.ts';
import {
  markOrderPaidOnce,
  saveCheckoutDetails,
  type CheckoutDetails,
  type OrderRow,
} from './orders.repository.ts';

/** What finishes a paid order. */
export interface PaidOrderFinish {
  order: Pick<OrderRow, 'id' | 'userId' | 'channelId' | 'week' | 'totalCents' | 'kind'>;
  /** The charge this request made, saved with the rest; null when there was none. */
  charged: { paymentId: number; reference: string } | null;
  /** The plan of the subscription the order starts; null for a one-time order. */
  mealPlanId: number | null;
  /** The customer's details to keep for next time (the others stay as they are). */
  details: CheckoutDetails;
  /** The confirmation mail; null when there is no one to send it to. */
  mail: MailMessage | null;
}

/**
 * Once per order, in one transaction: the charge's result, then, only if the order was still
 * 'placed' (marking it paid locks its row, so a twin request finishing the same order waits and
 * then finds it paid): the subscription it starts, the customer's cart for the week emptied,
 * their details kept, the confirmation mail in the outbox and the purchase event. Answers whether this call paid the order (false: another request had; only the charge's
 * result was saved).
 */
export async function finishPaidOrder(
  ctx: ServiceContext,
  finish: PaidOrderFinish,
): Promise<boolean> {
  const { order, charged } = finish;
  return ctx.db.transaction(async (tx) => {
    if (!(await markOrderPaidOnce(tx, order.id, charged))) return false;
    if (finish.mealPlanId !== null) {
      await startSubscription(tx, {
        userId: order.userId,
        channelId: order.channelId,
        mealPlanId: finish.mealPlanId,
        week: order.week,
        orderId: order.id,
      });
    }
    // Independent writes, queued at once on the transaction's connection: each is sent as the
    // one before it answers, not after this request's turn comes round again.
    await Promise.all([
      deleteOwnedCart(tx, {
        owner: { kind: 'user', userId: order.userId },
        channelId: order.channelId,
        week: order.week,
      }),
      saveCheckoutDetails(tx, order.userId, finish.details),
      finish.mail ? ctx.mailer.enqueue(tx, finish.mail) : undefined,
      track(
        ctx,
        'purchase',
        { order_id: order.id, value: order.totalCents, kind: order.kind },
        { db: tx, userId: order.userId },
      ),
    ]);
    return true;
  });
}
