import { and, asc, eq, gte, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affiliateSelections, mealPlans, menuItems, menus } from '../../db/schema.ts';

export type OwnedPlanRow = Pick<
  typeof mealPlans.$inferSelect,
  'id' | 'sku' | 'shortName' | 'name' | 'mealsPerWeek'
>;

const planColumns = {
  id: mealPlans.id,
  sku: mealPlans.sku,
  shortName: mealPlans.shortName,
  name: mealPlans.name,
  mealsPerWeek: mealPlans.mealsPerWeek,
};

/** The active plans an affiliate owns that this store offers (its own and the shared ones). */
export async function listOwnedPlans(
  db: DbOrTx,
  userId: number,
  channelId: number,
): Promise<OwnedPlanRow[]> {
  return db
    .select(planColumns)
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.affiliateUserId, userId),
        eq(mealPlans.active, true),
        or(isNull(mealPlans.channelId), eq(mealPlans.channelId, channelId)),
      ),
    )
    .orderBy(asc(mealPlans.id));
}

/** An active plan this store offers, by sku or short name (case-insensitive), with its owner. */
export async function findOfferedPlan(
  db: DbOrTx,
  channelId: number,
  key: string,
): Promise<(OwnedPlanRow & { affiliateUserId: number | null }) | undefined> {
  const [row] = await db
    .select({ ...planColumns, affiliateUserId: mealPlans.affiliateUserId })
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.active, true),
        or(isNull(mealPlans.channelId), eq(mealPlans.channelId, channelId)),
        or(
          sql`lower(${mealPlans.sku}) = lower(${key})`,
          sql`lower(${mealPlans.shortName}) = lower(${key})`,
        ),
      ),
    )
    .limit(1);
  return row;
}

export type AffiliateMenuRow = Pick<typeof menus.$inferSelect, 'id' | 'week' | 'pickingDeadline'>;

/**
 * The store's published weeks an affiliate sees: those still open (deadline ahead) and those
 * locked whose delivery has not come yet (what subscribers receive now), earliest first.
 */
export async function listAffiliateMenus(
  db: DbOrTx,
  channelId: number,
  now: Date,
  today: string,
  limit: number,
): Promise<AffiliateMenuRow[]> {
  return db
    .select({ id: menus.id, week: menus.week, pickingDeadline: menus.pickingDeadline })
    .from(menus)
    .where(
      and(
        eq(menus.channelId, channelId),
        eq(menus.status, 'published'),
        or(gt(menus.pickingDeadline, now), gte(menus.deliveryDate, today)),
      ),
    )
    .orderBy(asc(menus.week))
    .limit(limit);
}

export interface SelectionRow {
  mealPlanId: number;
  week: string;
  menuItemId: number;
  sku: string;
  name: string;
  image: string;
  quantity: number;
}

/** The selections of the plans for the weeks, each meal with its sku, name and picture. */
export async function listSelections(
  db: DbOrTx,
  planIds: readonly number[],
  weeks: readonly string[],
): Promise<SelectionRow[]> {
  if (planIds.length === 0 || weeks.length === 0) return [];
  return db
    .select({
      mealPlanId: affiliateSelections.mealPlanId,
      week: affiliateSelections.week,
      menuItemId: affiliateSelections.menuItemId,
      sku: menuItems.sku,
      name: menuItems.name,
      image: menuItems.image,
      quantity: affiliateSelections.quantity,
    })
    .from(affiliateSelections)
    .innerJoin(menuItems, eq(menuItems.id, affiliateSelections.menuItemId))
    .where(
      and(
        inArray(affiliateSelections.mealPlanId, [...planIds]),
        inArray(affiliateSelections.week, [...weeks]),
      ),
    )
    .orderBy(asc(affiliateSelections.mealPlanId), asc(menuItems.name));
}

/** One week's selections of many plans, as the weekly cycle reads them: one query. */
export async function listWeekSelections(
  db: DbOrTx,
  planIds: readonly number[],
  week: string,
): Promise<Array<{ mealPlanId: number; menuItemId: number; quantity: number }>> {
  if (planIds.length === 0) return [];
  return db
    .select({
      mealPlanId: affiliateSelections.mealPlanId,
      menuItemId: affiliateSelections.menuItemId,
      quantity: affiliateSelections.quantity,
    })
    .from(affiliateSelections)
    .where(
      and(
        inArray(affiliateSelections.mealPlanId, [...planIds]),
        eq(affiliateSelections.week, week),
      ),
    )
    .orderBy(asc(affiliateSelections.mealPlanId), asc(affiliateSelections.menuItemId));
}

/**
 * The plan's selection for the week becomes `items`, all or nothing. The plan's row is locked
 * first, so two saves of the same plan run one after the other and the second replaces the
 * first whole (a key-share lock, which new subscriptions to the plan take, is not blocked).
 */
export async function replaceSelection(
  db: DbOrTx,
  planId: number,
  week: string,
  items: ReadonlyArray<{ menuItemId: number; quantity: number }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM meal_plans WHERE id = ${planId} FOR NO KEY UPDATE`);
    await tx
      .delete(affiliateSelections)
      .where(and(eq(affiliateSelections.mealPlanId, planId), eq(affiliateSelections.week, week)));
    if (items.length > 0) {
      await tx
        .insert(affiliateSelections)
        .values(items.map((item) => ({ mealPlanId: planId, week, ...item })));
    }
  });
}
