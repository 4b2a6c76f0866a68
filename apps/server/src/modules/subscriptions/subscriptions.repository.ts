import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
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
 * Starts a subscription with the order that bought its first week, in one statement: the
 * subscription, its first week (paid, with that order) and that week's meals (the order's
 * lines), and the order pointed at the subscription it started.
 */
export async function startSubscription(
  tx: DbOrTx,
  start: { userId: number; channelId: number; mealPlanId: number; week: string; orderId: number },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`WITH s AS (
      INSERT INTO subscriptions (user_id, channel_id, meal_plan_id, start_week)
      VALUES (${start.userId}, ${start.channelId}, ${start.mealPlanId}, ${start.week}::date)
      RETURNING id
    ), w AS (
      INSERT INTO subscription_weeks (subscription_id, week, state, order_id)
      SELECT s.id, ${start.week}::date, 'paid', ${start.orderId}::integer FROM s
      RETURNING id
    ), items AS (
      INSERT INTO subscription_week_items (subscription_week_id, menu_item_id, quantity)
      SELECT w.id, line.menu_item_id, line.quantity
        FROM w, order_lines line
       WHERE line.order_id = ${start.orderId}::integer
    ), linked AS (
      UPDATE orders SET subscription_id = (SELECT id FROM s) WHERE id = ${start.orderId}::integer
    )
    SELECT id FROM s`,
  );
  if (!row) throw new Error('subscription insert returned nothing');
  return row.id;
}
