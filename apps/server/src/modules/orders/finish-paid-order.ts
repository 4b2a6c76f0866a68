import type { GatedWrite, WriteCondition } from '../../db/gated-writes.ts';
import type { ServiceContext } from '../service-context.ts';
import type { MailMessage } from '../../integrations/email/mailer.ts';
import { trackWhen } from '../analytics/analytics.service.ts';
import { deleteOwnedCartWhen, type CartKey } from '../cart/cart.repository.ts';
import { startSubscriptionWhen } from '../subscriptions/subscriptions.repository.ts';
import {
  markOrderPaidOnce,
  saveCheckoutDetailsWhen,
  whileOrderPlaced,
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
  /** The customer's details to keep for next time (the others stay as they are); null: none. */
  details: CheckoutDetails | null;
  /** The confirmation mail; null when there is no one to send it to. */
  mail: MailMessage | null;
  /** Writes of the caller's own that come with paying the order (a subscription week paid). */
  writes?: (when: WriteCondition) => GatedWrite[];
}

/**
 * Once per order, in one statement (atomic on its own, one round trip): the charge's result, then,
 * only if the order was still 'placed' when the statement locked its row (a twin request finishing
 * the same order waits for the lock, then finds it paid): the order paid, the subscription it
 * starts, the customer's cart for the week emptied, their details kept, the confirmation mail in
 * the outbox and the purchase event. Answers whether this call paid the order (false: another
 * request had; only the charge's result was saved).
 */
export async function finishPaidOrder(
  ctx: ServiceContext,
  finish: PaidOrderFinish,
): Promise<boolean> {
  const { order } = finish;
  const when = whileOrderPlaced;
  const subscription =
    finish.mealPlanId === null
      ? null
      : startSubscriptionWhen(
          {
            userId: order.userId,
            channelId: order.channelId,
            mealPlanId: finish.mealPlanId,
            week: order.week,
            orderId: order.id,
          },
          when,
        );
  const cart: CartKey = {
    owner: { kind: 'user', userId: order.userId },
    channelId: order.channelId,
    week: order.week,
  };
  return markOrderPaidOnce(ctx.db, {
    orderId: order.id,
    charged: finish.charged,
    subscriptionId: subscription?.subscriptionId ?? null,
    writes: [
      ...(subscription?.writes ?? []),
      deleteOwnedCartWhen(cart, when),
      ...(finish.details ? [saveCheckoutDetailsWhen(order.userId, finish.details, when)] : []),
      ...(finish.writes?.(when) ?? []),
      ...(finish.mail ? [ctx.mailer.enqueueWhen(finish.mail, when)] : []),
      trackWhen(
        ctx,
        when,
        'purchase',
        { order_id: order.id, value: order.totalCents, kind: order.kind },
        { userId: order.userId },
      ),
    ],
  });
}
