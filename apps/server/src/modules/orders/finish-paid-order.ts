import type { ServiceContext } from '../service-context.ts';
import type { MailMessage } from '../../integrations/email/mailer.ts';
import { track } from '../analytics/analytics.service.ts';
import { deleteOwnedCart } from '../cart/cart.repository.ts';
import { startSubscription } from '../subscriptions/subscriptions.repository.ts';
import {
  lockOrderStatus,
  markOrderPaid,
  saveCheckoutDetails,
  settlePayment,
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
 * Once per order, in one transaction: the charge's result, then, only while the order is still
 * 'placed' (its row locked first, so a twin request finishing the same order waits and then
 * finds it paid): the order marked paid with the subscription it starts, the customer's cart for
 * the week emptied, their details kept, the confirmation mail in the outbox and the purchase
 * event. Answers whether this call paid the order (false: another request had; only the charge's
 * result was saved).
 */
export async function finishPaidOrder(
  ctx: ServiceContext,
  finish: PaidOrderFinish,
): Promise<boolean> {
  const { order, charged } = finish;
  return ctx.db.transaction(async (tx) => {
    if (charged) {
      await settlePayment(tx, charged.paymentId, {
        status: 'succeeded',
        reference: charged.reference,
      });
    }
    if ((await lockOrderStatus(tx, order.id)) !== 'placed') return false;
    const subscriptionId =
      finish.mealPlanId === null
        ? null
        : await startSubscription(tx, {
            userId: order.userId,
            channelId: order.channelId,
            mealPlanId: finish.mealPlanId,
            week: order.week,
            orderId: order.id,
          });
    await markOrderPaid(tx, order.id, subscriptionId);
    await deleteOwnedCart(tx, {
      owner: { kind: 'user', userId: order.userId },
      channelId: order.channelId,
      week: order.week,
    });
    await saveCheckoutDetails(tx, order.userId, finish.details);
    if (finish.mail) await ctx.mailer.enqueue(tx, finish.mail);
    await track(
      ctx,
      'purchase',
      { order_id: order.id, value: order.totalCents, kind: order.kind },
      { db: tx, userId: order.userId },
    );
    return true;
  });
}
