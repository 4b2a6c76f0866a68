import type { GatedWrite, WriteCondition } from '../../db/gated-writes.ts';
import type { ServiceContext } from '../service-context.ts';
import type { MailMessage } from '../../integrations/email/mailer.ts';
import { trackManyFrom } from '../analytics/analytics.service.ts';
import { deleteUserCartsFrom } from '../cart/cart.repository.ts';
import { startSubscriptionWhen } from '../subscriptions/subscriptions.repository.ts';
import {
  markOrdersPaidOnce,
  paidOrderCarts,
  paidOrderMails,
  paidOrderOwn,
  paidOrderPurchases,
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
  /** Values of the caller's own, for its own writes (rows of `own`, jsonb). */
  own?: Record<string, unknown>;
}

/**
 * Once per order, in one statement (atomic on its own, one round trip): the charges' results,
 * then, only for the orders still 'placed' when the statement locked their rows (a twin request
 * finishing the same order waits for the lock, then finds it paid): the orders paid, the
 * subscription one starts, the customers' carts for the week emptied, their details kept, the
 * confirmation mails in the outbox, the purchase events, and the caller's own writes
 * (`ownWrites`, reading rows of each paid order's `own`). Orders that start a subscription or
 * keep details are finished one per statement. Answers the orders this call paid (the others:
 * another request had; only the charges' results were saved).
 */
export async function finishPaidOrders(
  ctx: ServiceContext,
  finishes: readonly PaidOrderFinish[],
  ownWrites: (paid: WriteCondition) => GatedWrite[] = () => [],
): Promise<Set<number>> {
  const together = finishes.filter((f) => f.mealPlanId === null && f.details === null);
  const paid = await finishTogether(ctx, together, [], null, ownWrites);
  for (const finish of finishes.filter((f) => !together.includes(f))) {
    const { order } = finish;
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
            whileOrderPlaced,
          );
    const own = [
      ...(subscription?.writes ?? []),
      ...(finish.details
        ? [saveCheckoutDetailsWhen(order.userId, finish.details, whileOrderPlaced)]
        : []),
    ];
    const one = await finishTogether(
      ctx,
      [finish],
      own,
      subscription?.subscriptionId ?? null,
      ownWrites,
    );
    for (const id of one) paid.add(id);
  }
  return paid;
}

/** finishPaidOrders for one order: whether this call paid it. */
export async function finishPaidOrder(
  ctx: ServiceContext,
  finish: PaidOrderFinish,
): Promise<boolean> {
  return (await finishPaidOrders(ctx, [finish])).has(finish.order.id);
}

async function finishTogether(
  ctx: ServiceContext,
  finishes: readonly PaidOrderFinish[],
  orderWrites: GatedWrite[],
  subscriptionId: WriteCondition | null,
  ownWrites: (paid: WriteCondition) => GatedWrite[],
): Promise<Set<number>> {
  if (finishes.length === 0) return new Set();
  const rows = finishes.map(({ order, charged, mail, own }) => ({
    orderId: order.id,
    charged,
    userId: order.userId,
    channelId: order.channelId,
    week: order.week,
    mail,
    purchase: { order_id: order.id, value: order.totalCents, kind: order.kind },
    own: own ?? null,
  }));
  return markOrdersPaidOnce(ctx.db, {
    rows,
    subscriptionId,
    writes: [
      ...orderWrites,
      deleteUserCartsFrom(paidOrderCarts),
      ...ownWrites(paidOrderOwn),
      ctx.mailer.enqueueEachOf(
        'queued_mails',
        paidOrderMails,
        finishes.map((f) => f.mail),
      ),
      trackManyFrom(ctx, 'purchase', paidOrderPurchases),
    ],
  });
}
