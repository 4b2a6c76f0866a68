import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favouriteMeals, menuItems, users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/users.repository.ts';

/** A meal customers can favourite: on the catalogue and active. */
export async function findActiveMealId(db: DbOrTx, sku: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.sku, sku), eq(menuItems.active, true)))
    .limit(1);
  return row?.id;
}

/** Marks a favourite; a second mark (or a concurrent one) finds the row there and adds none. */
export async function addFavourite(
  db: DbOrTx,
  userId: number,
  menuItemId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(favouriteMeals)
    .values({ userId, menuItemId, createdAt: now })
    .onConflictDoNothing();
}

export async function removeFavourite(
  db: DbOrTx,
  userId: number,
  menuItemId: number,
): Promise<void> {
  await db
    .delete(favouriteMeals)
    .where(and(eq(favouriteMeals.userId, userId), eq(favouriteMeals.menuItemId, menuItemId)));
}

/** The customer's favourites still on the catalogue, by sku, the newest first. */
export async function favouriteSkusOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ sku: menuItems.sku })
    .from(favouriteMeals)
    .innerJoin(menuItems, eq(menuItems.id, favouriteMeals.menuItemId))
    .where(and(eq(favouriteMeals.userId, userId), eq(menuItems.active, true)))
    .orderBy(desc(favouriteMeals.createdAt), desc(favouriteMeals.menuItemId));
  return rows.map((r) => r.sku);
}

/** Replaces the excluded tags; answers the user as they now are. */
export async function saveExcludedTags(
  db: DbOrTx,
  userId: number,
  tags: string[],
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ excludedTags: tags, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export interface PreferenceRow {
  userId: number;
  excludedTags: string[];
  /** Menu item ids, the newest favourite first. */
  favourites: number[];
}

/**
 * The preferences of a batch of users in one statement. The ids travel as one array parameter,
 * not one parameter each: the weekly cycle asks for thousands at once.
 */
export async function preferenceRowsOf(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<PreferenceRow[]> {
  if (userIds.length === 0) return [];
  const ids = `{${userIds.map((id) => Math.trunc(id)).join(',')}}`;
  return db
    .select({
      userId: users.id,
      excludedTags: users.excludedTags,
      favourites: sql<number[]>`coalesce(
        array_agg(${favouriteMeals.menuItemId}
                  ORDER BY ${favouriteMeals.createdAt} DESC, ${favouriteMeals.menuItemId} DESC)
          FILTER (WHERE ${favouriteMeals.menuItemId} IS NOT NULL),
        '{}')`,
    })
    .from(users)
    .leftJoin(favouriteMeals, eq(favouriteMeals.userId, users.id))
    .where(sql`${users.id} = ANY(${ids}::int[])`)
    .groupBy(users.id);
}
