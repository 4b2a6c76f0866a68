import { and, asc, eq, gt, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import { preparedPerDb, type DbOrTx } from '../../db/client.ts';
import { mealPlans, menuEntries, menuItems, menus } from '../../db/schema.ts';

export type MenuRow = typeof menus.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type MealPlanRow = typeof mealPlans.$inferSelect;

const openMenus = preparedPerDb((db) =>
  db
    .select()
    .from(menus)
    .where(
      and(
        eq(menus.channelId, sql.placeholder('channelId')),
        eq(menus.status, 'published'),
        gt(menus.pickingDeadline, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(menus.week))
    .limit(sql.placeholder('limit'))
    .prepare('open_menus'),
);

/**
 * Published weeks of a channel whose picking deadline is still ahead, earliest first. Every cart
 * change and checkout asks (which week is orderable): prepared once per database.
 */
export async function listOpenMenus(
  db: DbOrTx,
  channelId: number,
  now: Date,
  limit: number,
): Promise<MenuRow[]> {
  return openMenus(db).execute({ channelId, now: now.toISOString(), limit });
}

export async function findPublishedMenu(
  db: DbOrTx,
  channelId: number,
  week: string,
): Promise<MenuRow | undefined> {
  const [row] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.channelId, channelId), eq(menus.week, week), eq(menus.status, 'published')))
    .limit(1);
  return row;
}

/** The menu's active meals in display order. */
export async function listMenuItems(db: DbOrTx, menuId: number): Promise<MenuItemRow[]> {
  const rows = await db
    .select({ item: menuItems })
    .from(menuEntries)
    .innerJoin(menuItems, eq(menuItems.id, menuEntries.menuItemId))
    .where(and(eq(menuEntries.menuId, menuId), eq(menuItems.active, true)))
    .orderBy(asc(menuEntries.position));
  return rows.map((r) => r.item);
}

const matchesKey = (column: AnyColumn, key: string) => sql`lower(${column}) = lower(${key})`;

export async function findMenuItemByKey(db: DbOrTx, key: string): Promise<MenuItemRow | undefined> {
  const [row] = await db
    .select()
    .from(menuItems)
    .where(
      and(
        eq(menuItems.active, true),
        or(matchesKey(menuItems.sku, key), matchesKey(menuItems.shortName, key)),
      ),
    )
    .limit(1);
  return row;
}

/** Active plans of the channel and the shared ones (no channel). */
const offeredOn = (channelId: number) =>
  and(
    eq(mealPlans.active, true),
    or(isNull(mealPlans.channelId), eq(mealPlans.channelId, channelId)),
  );

/** Plans offered on a channel: its own and the shared ones. */
export async function listMealPlans(db: DbOrTx, channelId: number): Promise<MealPlanRow[]> {
  return db
    .select()
    .from(mealPlans)
    .where(offeredOn(channelId))
    .orderBy(asc(mealPlans.mealsPerWeek), asc(mealPlans.id));
}

export async function findMealPlanByKey(
  db: DbOrTx,
  channelId: number,
  key: string,
): Promise<MealPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(
      and(
        offeredOn(channelId),
        or(matchesKey(mealPlans.sku, key), matchesKey(mealPlans.shortName, key)),
      ),
    )
    .limit(1);
  return row;
}
