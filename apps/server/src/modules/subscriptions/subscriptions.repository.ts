import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
