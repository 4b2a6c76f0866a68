import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { channels, mealPlans } from '../../db/schema.ts';

export type ChannelRow = typeof channels.$inferSelect;
export type HeroPlanRow = Pick<
  typeof mealPlans.$inferSelect,
  'sku' | 'name' | 'subscriptionPickingRequired'
>;

export async function listChannelsWithHero(
  db: DbOrTx,
): Promise<Array<{ channel: ChannelRow; hero: HeroPlanRow | null }>> {
  const rows = await db
    .select({
      channel: channels,
      heroSku: mealPlans.sku,
      heroName: mealPlans.name,
      heroPicking: mealPlans.subscriptionPickingRequired,
    })
    .from(channels)
    .leftJoin(mealPlans, eq(mealPlans.id, channels.heroMealPlanId))
    .orderBy(asc(channels.id));
  return rows.map((r) => ({
    channel: r.channel,
    hero:
      r.heroSku && r.heroName !== null && r.heroPicking !== null
        ? { sku: r.heroSku, name: r.heroName, subscriptionPickingRequired: r.heroPicking }
        : null,
  }));
}

/** Every channel's id and name, the default first, then by name. */
export async function listChannelNames(db: DbOrTx): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: channels.id, name: channels.name })
    .from(channels)
    .orderBy(desc(channels.isDefault), asc(channels.name));
}
