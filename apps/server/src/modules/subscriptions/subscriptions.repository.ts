import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { GatedWrite } from '../../db/gated-writes.ts';
import { mealPlans, subscriptions } from '../../db/schema.ts';

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
 * Starts a subscription with the order that bought its first week, as writes of the statement
 * that marks the order paid (markOrderPaidOnce), done only when `when` holds: the subscription,
 * its first week (paid, with that order) and that week's meals (the order's lines).
 * `subscriptionId` names the new subscription's id in that statement, for the order to point at.
 */
export function startSubscriptionWhen(
  start: { userId: number; channelId: number; mealPlanId: number; week: string; orderId: number },
  when: SQL,
): { writes: GatedWrite[]; subscriptionId: SQL } {
  return {
    writes: [
      {
        name: 'started_subscription',
        statement: sql`INSERT INTO subscriptions (user_id, channel_id, meal_plan_id, start_week)
          SELECT ${start.userId}::integer, ${start.channelId}::integer,
                 ${start.mealPlanId}::integer, ${start.week}::date
           WHERE ${when}
          RETURNING id`,
      },
      {
        name: 'started_week',
        statement: sql`INSERT INTO subscription_weeks (subscription_id, week, state, order_id)
          SELECT s.id, ${start.week}::date, 'paid', ${start.orderId}::integer
            FROM started_subscription s
          RETURNING id`,
      },
      {
        name: 'started_week_items',
        statement: sql`INSERT INTO subscription_week_items (subscription_week_id, menu_item_id, quantity)
          SELECT w.id, line.menu_item_id, line.quantity
            FROM started_week w, order_lines line
           WHERE line.order_id = ${start.orderId}::integer`,
      },
    ],
    subscriptionId: sql`(SELECT id FROM started_subscription)`,
  };
}
