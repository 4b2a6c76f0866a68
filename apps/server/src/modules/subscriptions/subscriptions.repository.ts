import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  mealPlans,
  subscriptions,
  subscriptionWeekItems,
  subscriptionWeeks,
} from '../../db/schema.ts';

/**
 * A new subscription whose first week is the order being placed, with that week's meals, as
 * steps (CTEs) of the statement that marks the order paid (markOrderPaid), where `id` is the new
 * subscription's id: the order and its subscription are written in one round trip.
 */
export function startSubscriptionSteps(
  db: DbOrTx,
  values: {
    userId: number;
    channelId: number;
    mealPlanId: number;
    week: string;
    orderId: number;
    items: Array<{ menuItemId: number; quantity: number }>;
  },
) {
  const column = (c: AnyColumn) => sql.identifier(c.name);
  const subscription = db.$with('subscription').as(
    db
      .insert(subscriptions)
      .values({
        userId: values.userId,
        channelId: values.channelId,
        mealPlanId: values.mealPlanId,
        startWeek: values.week,
      })
      .returning({ id: subscriptions.id }),
  );
  const firstWeek = db.$with('first_week', { id: sql<number>`id` }).as(
    sql`insert into ${subscriptionWeeks} (${column(subscriptionWeeks.subscriptionId)},
          ${column(subscriptionWeeks.week)}, ${column(subscriptionWeeks.state)},
          ${column(subscriptionWeeks.orderId)})
        select subscription.id, ${values.week}::date, 'paid', ${values.orderId}::int
          from subscription
        returning ${column(subscriptionWeeks.id)}`,
  );
  const items = db.$with('first_week_items', {}).as(
    sql`insert into ${subscriptionWeekItems} (${column(subscriptionWeekItems.subscriptionWeekId)},
          ${column(subscriptionWeekItems.menuItemId)}, ${column(subscriptionWeekItems.quantity)})
        select first_week.id, item.menu_item_id, item.quantity
          from first_week,
               (values ${sql.join(
                 values.items.map((i) => sql`(${i.menuItemId}::int, ${i.quantity}::int)`),
                 sql`, `,
               )}) as item (menu_item_id, quantity)`,
  );
  return {
    steps: [subscription, firstWeek, ...(values.items.length > 0 ? [items] : [])],
    id: sql<number>`(select id from subscription)`,
  };
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
