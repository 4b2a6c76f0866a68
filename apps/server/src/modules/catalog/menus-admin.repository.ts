import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminMenusQuery } from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { contains, gridLimits, gridOrderBy } from '../../db/grid.ts';
import { channels, menuEntries, menuItems, menus } from '../../db/schema.ts';
import type { MenuRow } from './catalog.repository.ts';

export interface ChannelRef {
  id: number;
  name: string;
  isDefault: boolean;
}

export async function findChannelRef(db: DbOrTx, id: number): Promise<ChannelRef | undefined> {
  const [row] = await db
    .select({ id: channels.id, name: channels.name, isDefault: channels.isDefault })
    .from(channels)
    .where(eq(channels.id, id))
    .limit(1);
  return row;
}

/** Per menu: how many meals it holds and how many of them are the chef's selection. */
const entryCounts = () =>
  sql`(SELECT menu_id, count(*)::integer AS items,
              (count(*) FILTER (WHERE chefs_choice))::integer AS chefs
         FROM ${menuEntries} GROUP BY menu_id)`;

export interface AdminMenuListRow {
  menu: MenuRow;
  channelName: string;
  itemCount: number;
  chefsChoiceCount: number;
}

/**
 * One page of the weeks (a few per channel and week: a small table), with their meal counts
 * from one grouped pass over the entries.
 */
export async function listAdminMenus(
  db: DbOrTx,
  query: AdminMenusQuery,
): Promise<{ rows: AdminMenuListRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.channel_id !== undefined) filters.push(eq(menus.channelId, query.channel_id));
  if (query.status !== undefined) filters.push(eq(menus.status, query.status));
  if (query.q) filters.push(contains(sql`${menus.week}::text`, query.q));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const counts = sql`${entryCounts()} AS c`;
  const { limit, offset } = gridLimits(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        menu: menus,
        channelName: channels.name,
        itemCount: sql<number>`coalesce(c.items, 0)`.mapWith(Number),
        chefsChoiceCount: sql<number>`coalesce(c.chefs, 0)`.mapWith(Number),
      })
      .from(menus)
      .innerJoin(channels, eq(channels.id, menus.channelId))
      .leftJoin(counts, sql`c.menu_id = ${menus.id}`)
      .where(where)
      .orderBy(
        ...gridOrderBy(
          query,
          { week: menus.week, status: menus.status, channel: channels.name },
          { column: menus.week, order: 'desc' },
          menus.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(menus).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMenu(
  db: DbOrTx,
  channelId: number,
  week: string,
  options: { lock?: boolean } = {},
): Promise<MenuRow | undefined> {
  const query = db
    .select()
    .from(menus)
    .where(and(eq(menus.channelId, channelId), eq(menus.week, week)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A new week; undefined when the channel already has one for that week. */
export async function insertMenu(
  db: DbOrTx,
  values: Pick<MenuRow, 'channelId' | 'week' | 'deliveryDate' | 'pickingDeadline'> & {
    now: Date;
  },
): Promise<MenuRow | undefined> {
  const { now, ...menu } = values;
  const [row] = await db
    .insert(menus)
    .values({ ...menu, status: 'draft', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [menus.channelId, menus.week] })
    .returning();
  return row;
}

export async function updateMenu(
  db: DbOrTx,
  id: number,
  values: Pick<MenuRow, 'deliveryDate' | 'pickingDeadline' | 'status' | 'updatedAt'>,
): Promise<void> {
  const { deliveryDate, pickingDeadline, status, updatedAt } = values;
  await db
    .update(menus)
    .set({ deliveryDate, pickingDeadline, status, updatedAt })
    .where(eq(menus.id, id));
}

export interface MenuEntryRow {
  menuItemId: number;
  sku: string;
  name: string;
  image: string;
  active: boolean;
  chefsChoice: boolean;
}

/** A week's meals in display order, active or not (staff see every one they put there). */
export async function listMenuEntries(db: DbOrTx, menuId: number): Promise<MenuEntryRow[]> {
  return db
    .select({
      menuItemId: menuEntries.menuItemId,
      sku: menuItems.sku,
      name: menuItems.name,
      image: menuItems.image,
      active: menuItems.active,
      chefsChoice: menuEntries.chefsChoice,
    })
    .from(menuEntries)
    .innerJoin(menuItems, eq(menuItems.id, menuEntries.menuItemId))
    .where(eq(menuEntries.menuId, menuId))
    .orderBy(asc(menuEntries.position));
}

/** The week's meals as given, in that order: the old entries go, the new ones come in one statement each. */
export async function replaceMenuEntries(
  db: DbOrTx,
  menuId: number,
  entries: ReadonlyArray<{ menuItemId: number; chefsChoice: boolean }>,
): Promise<void> {
  await db.delete(menuEntries).where(eq(menuEntries.menuId, menuId));
  if (entries.length === 0) return;
  await db.insert(menuEntries).values(
    entries.map((entry, position) => ({
      menuId,
      menuItemId: entry.menuItemId,
      position,
      chefsChoice: entry.chefsChoice,
    })),
  );
}

export interface MenuItemRef {
  id: number;
  name: string;
  active: boolean;
}

export async function findMenuItemRefs(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, MenuItemRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: menuItems.id, name: menuItems.name, active: menuItems.active })
    .from(menuItems)
    .where(inArray(menuItems.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The meals a channel's week has been promised, with how many: the lines of its orders (any but
 * cancelled ones: an unpaid order is still charged again) and the picks of its subscribers' weeks
 * not yet ordered (a customer's or preselection's, which the lock will turn into an order).
 */
export async function orderedMeals(
  db: DbOrTx,
  channelId: number,
  week: string,
): Promise<Map<number, number>> {
  const rows = await queryRows<{ menu_item_id: number; n: number }>(
    db,
    sql`SELECT menu_item_id, sum(quantity)::integer AS n FROM (
          SELECT l.menu_item_id, l.quantity
            FROM orders o JOIN order_lines l ON l.order_id = o.id
           WHERE o.week = ${week}::date AND o.channel_id = ${channelId}::integer
             AND o.status <> 'cancelled'
          UNION ALL
          SELECT i.menu_item_id, i.quantity
            FROM subscription_weeks w
            JOIN subscriptions s ON s.id = w.subscription_id
            JOIN subscription_week_items i ON i.subscription_week_id = w.id
           WHERE w.week = ${week}::date AND s.channel_id = ${channelId}::integer
             AND w.order_id IS NULL AND w.state IN ('picked', 'preselected')
        ) promised GROUP BY menu_item_id`,
  );
  return new Map(rows.map((r) => [Number(r.menu_item_id), Number(r.n)]));
}

/**
 * The first published week from `fromWeek` on whose menu holds this meal and has promised it
 * (orders or picks, as orderedMeals counts them): the meal must stay active for it.
 */
export async function firstWeekPromisingMeal(
  db: DbOrTx,
  menuItemId: number,
  fromWeek: string,
): Promise<string | undefined> {
  const rows = await queryRows<{ week: string }>(
    db,
    sql`SELECT m.week::text AS week
          FROM menus m JOIN menu_entries e ON e.menu_id = m.id AND e.menu_item_id = ${menuItemId}::integer
         WHERE m.status = 'published' AND m.week >= ${fromWeek}::date
           AND (EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
                         WHERE o.week = m.week AND o.channel_id = m.channel_id
                           AND o.status <> 'cancelled' AND l.menu_item_id = ${menuItemId}::integer)
             OR EXISTS (SELECT 1 FROM subscription_weeks w
                          JOIN subscriptions s ON s.id = w.subscription_id
                          JOIN subscription_week_items i ON i.subscription_week_id = w.id
                         WHERE w.week = m.week AND s.channel_id = m.channel_id
                           AND w.order_id IS NULL AND w.state IN ('picked', 'preselected')
                           AND i.menu_item_id = ${menuItemId}::integer))
         ORDER BY m.week LIMIT 1`,
  );
  return rows[0]?.week;
}
