import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  mealPlans,
  orderLines,
  subscriptionWeekItems,
  subscriptionWeeks,
  subscriptions,
} from '../../db/schema.ts';

export async function planOfSubscription(db: DbOrTx, subscriptionId: number) {
  const [row] = await db
    .select({ pickingRequired: mealPlans.subscriptionPickingRequired })
    .from(subscriptions)
    .innerJoin(mealPlans, eq(mealPlans.id, subscriptions.mealPlanId))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row;
}

/**
 * Starts a subscription with the order that bought its first week: the subscription, its first
 * week (paid, with that order) and that week's meals, which are the order's lines.
 */
export async function startSubscription(
  tx: DbOrTx,
  start: { userId: number; channelId: number; mealPlanId: number; week: string; orderId: number },
): Promise<number> {
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: start.userId,
      channelId: start.channelId,
      mealPlanId: start.mealPlanId,
      startWeek: start.week,
    })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error('subscription insert returned nothing');
  const [week] = await tx
    .insert(subscriptionWeeks)
    .values({
      subscriptionId: subscription.id,
      week: start.week,
      state: 'paid',
      orderId: start.orderId,
    })
    .returning({ id: subscriptionWeeks.id });
  if (!week) throw new Error('subscription week insert returned nothing');
  await tx.insert(subscriptionWeekItems).select(
    tx
      .select({
        subscriptionWeekId: sql<number>`${week.id}::integer`.as('subscription_week_id'),
        menuItemId: orderLines.menuItemId,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, start.orderId)),
  );
  return subscription.id;
}
