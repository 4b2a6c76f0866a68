import type { DbOrTx } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import {
  mealPlans,
  subscriptions,
  subscriptionWeekItems,
  subscriptionWeeks,
} from '../../db/schema.ts';

/** A new subscription whose first week is the order being placed. */
export async function startSubscription(
  db: DbOrTx,
  values: {
    userId: number;
    channelId: number;
    mealPlanId: number;
    week: string;
    orderId: number;
    items: Array<{ menuItemId: number; quantity: number }>;
  },
): Promise<number> {
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId: values.userId,
      channelId: values.channelId,
      mealPlanId: values.mealPlanId,
      startWeek: values.week,
    })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error('subscription insert returned nothing');
  const [week] = await db
    .insert(subscriptionWeeks)
    .values({
      subscriptionId: subscription.id,
      week: values.week,
      state: 'paid',
      orderId: values.orderId,
    })
    .returning({ id: subscriptionWeeks.id });
  if (!week) throw new Error('subscription week insert returned nothing');
  if (values.items.length > 0) {
    await db.insert(subscriptionWeekItems).values(
      values.items.map((i) => ({
        subscriptionWeekId: week.id,
        menuItemId: i.menuItemId,
        quantity: i.quantity,
      })),
    );
  }
  return subscription.id;
}

export async function planOfSubscription(db: DbOrTx, subscriptionId: number) {
  const [row] = await db
    .select({ pickingRequired: mealPlans.subscriptionPickingRequired })
    .from(subscriptions)
    .innerJoin(mealPlans, eq(mealPlans.id, subscriptions.mealPlanId))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row;
}
