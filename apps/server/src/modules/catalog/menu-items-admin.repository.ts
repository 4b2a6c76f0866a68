import { and, arrayContains, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminMenuItemsQuery } from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { contains, gridLimits, gridOrderBy } from '../../db/grid.ts';
import { menuItems } from '../../db/schema.ts';
import type { MenuItemRow } from './catalog.repository.ts';

export type MenuItemValues = Omit<typeof menuItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** One page of the meals (a catalogue of hundreds at most), searched by name or sku. */
export async function listAdminMenuItems(
  db: DbOrTx,
  query: AdminMenuItemsQuery,
): Promise<{ rows: MenuItemRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.q) {
    filters.push(
      sql`(${contains(menuItems.name, query.q)} OR ${contains(menuItems.sku, query.q)})`,
    );
  }
  if (query.active !== undefined) filters.push(eq(menuItems.active, query.active === 'true'));
  if (query.tag) filters.push(arrayContains(menuItems.attributeTags, [query.tag]));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const { limit, offset } = gridLimits(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(where)
      .orderBy(
        ...gridOrderBy(
          query,
          {
            name: menuItems.name,
            sku: menuItems.sku,
            price: menuItems.priceCents,
            calories: menuItems.calories,
            updated_at: menuItems.updatedAt,
          },
          { column: menuItems.name, order: 'asc' },
          menuItems.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(menuItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every attribute tag some meal carries. */
export async function listAttributeTags(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ tag: string }>(
    db,
    sql`SELECT DISTINCT unnest(attribute_tags) AS tag FROM ${menuItems} ORDER BY tag`,
  );
  return rows.map((r) => r.tag);
}

export async function findMenuItem(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<MenuItemRow | undefined> {
  const query = db.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertMenuItem(
  db: DbOrTx,
  values: MenuItemValues,
  now: Date,
): Promise<MenuItemRow> {
  const [row] = await db
    .insert(menuItems)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateMenuItem(
  db: DbOrTx,
  id: number,
  values: MenuItemValues,
  now: Date,
): Promise<MenuItemRow> {
  const [row] = await db
    .update(menuItems)
    .set({ ...values, updatedAt: now })
    .where(eq(menuItems.id, id))
    .returning();
  return row!;
}

/** Which of sku and short name another meal than `exceptId` already has (case-insensitive). */
export async function takenKeys(
  db: DbOrTx,
  sku: string,
  shortName: string,
  exceptId: number | null,
): Promise<{ sku: boolean; shortName: boolean }> {
  const rows = await queryRows<{ sku: boolean; short_name: boolean }>(
    db,
    sql`SELECT lower(sku) = lower(${sku}) AS sku, lower(short_name) = lower(${shortName}) AS short_name
          FROM ${menuItems}
         WHERE (lower(sku) = lower(${sku}) OR lower(short_name) = lower(${shortName}))
           AND id <> ${exceptId ?? 0}::integer`,
  );
  return { sku: rows.some((r) => r.sku), shortName: rows.some((r) => r.short_name) };
}
