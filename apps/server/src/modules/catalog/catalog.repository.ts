import { and, asc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import { queryJson, type Db, type DbOrTx, type JsonStatement } from '../../db/client.ts';
import { mealPlans, menuEntries, menuItems, menus, users } from '../../db/schema.ts';

export type MenuRow = typeof menus.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type MealPlanRow = typeof mealPlans.$inferSelect;

/**
 * The channel's open menus: published, their deadline ahead, earliest first, at most `limit`.
 * The one text of that query, with the caller's placeholders: read alone (listOpenMenusAtVersion) or with
 * what else a statement reads (a cart change, cart.repository.ts).
 */
export function openMenusSql(p: { channelId: string; now: string; limit: string }): string {
  return `SELECT * FROM menus
     WHERE channel_id = ${p.channelId} AND status = 'published' AND picking_deadline > ${p.now}
     ORDER BY week LIMIT ${p.limit}`;
}

/** The rows of a relation of menus (`openMenusSql`'s) as one JSON array, by week. */
export function menuRowsJson(relation: string): string {
  const r = relation;
  return `coalesce(json_agg(json_build_object('id', ${r}.id, 'channelId', ${r}.channel_id,
      'week', ${r}.week, 'deliveryDate', ${r}.delivery_date,
      'pickingDeadline', ${r}.picking_deadline, 'status', ${r}.status,
      'createdAt', ${r}.created_at, 'updatedAt', ${r}.updated_at) ORDER BY ${r}.week), '[]'::json)`;
}

const MenuRowsJson = z.array(
  z.object({
    id: z.int(),
    channelId: z.int(),
    week: z.string(),
    deliveryDate: z.string(),
    pickingDeadline: z.string(),
    status: z.enum(['draft', 'published']),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** Menus as `menuRowsJson` answers them, checked, with their times as dates. */
export function parseMenuRows(json: unknown): MenuRow[] {
  return MenuRowsJson.parse(json).map((row) => ({
    ...row,
    pickingDeadline: new Date(row.pickingDeadline),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  }));
}

const openMenus: JsonStatement = {
  name: 'open_menus',
  text: `SELECT json_build_object(
      'catalogVersion', (SELECT version FROM catalog_version),
      'menus', (SELECT ${menuRowsJson('m')}
                  FROM (${openMenusSql({ channelId: '$1::integer', now: '$2::timestamptz', limit: '$3::integer' })}) m))`,
};

/**
 * Published weeks of a channel whose picking deadline is still ahead, earliest first, and the
 * catalogue's change counter (catalog_version) as the same statement saw it, for a write that
 * decides on these menus and goes through only while the counter is there. Every cart change
 * and checkout asks (which week is orderable): one named statement.
 */
export async function listOpenMenusAtVersion(
  db: Db,
  channelId: number,
  now: Date,
  limit: number,
): Promise<{ catalogVersion: number; menus: MenuRow[] }> {
  const answer = await queryJson<{ catalogVersion: number; menus: unknown }>(db, openMenus, [
    channelId,
    now.toISOString(),
    limit,
  ]);
  return { catalogVersion: Number(answer.catalogVersion), menus: parseMenuRows(answer.menus) };
}

/** A write's condition: no menu, meal or plan has changed since the catalogue was at `version`. */
export function catalogStillAt(version: number): SQL {
  return sql`(SELECT version FROM catalog_version) = ${version}::bigint`;
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

/** A meal of a week's menu, and whether staff put it in the week's chef's selection. */
export type MenuEntryItemRow = MenuItemRow & { chefsChoice: boolean };

/** The menu's active meals in display order. */
export async function listMenuItems(db: DbOrTx, menuId: number): Promise<MenuEntryItemRow[]> {
  const rows = await db
    .select({ item: menuItems, chefsChoice: menuEntries.chefsChoice })
    .from(menuEntries)
    .innerJoin(menuItems, eq(menuItems.id, menuEntries.menuItemId))
    .where(and(eq(menuEntries.menuId, menuId), eq(menuItems.active, true)))
    .orderBy(asc(menuEntries.position));
  return rows.map((r) => ({ ...r.item, chefsChoice: r.chefsChoice }));
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

/**
 * The store's plans offered on a channel: its own and the shared ones. An affiliate's plan is not
 * among them: it is sold on its own page (findMealPlanByKey), where its affiliate sends customers.
 */
export async function listMealPlans(db: DbOrTx, channelId: number): Promise<MealPlanRow[]> {
  return db
    .select()
    .from(mealPlans)
    .where(and(offeredOn(channelId), isNull(mealPlans.affiliateUserId)))
    .orderBy(asc(mealPlans.mealsPerWeek), asc(mealPlans.id));
}

/** An affiliate's name as their account holds it (first and last), shown with their plan. */
export async function findAffiliateName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && `${row.firstName} ${row.lastName}`.trim();
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
