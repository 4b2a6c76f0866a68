import { asc, desc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** What every admin list's query carries (contracts' `gridQuery`) besides its own filters. */
export interface GridWindow {
  page: number;
  page_size: number;
  sort?: string | undefined;
  order: 'asc' | 'desc';
}

/**
 * A list's ORDER BY: the chosen column in the chosen order (the list's default when none is
 * chosen), then `tiebreak` in the same order, so that no row is on two pages nor on none.
 */
export function gridOrderBy(
  query: Pick<GridWindow, 'sort' | 'order'>,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: { column: AnyColumn | SQL; order: 'asc' | 'desc' },
  tiebreak: AnyColumn,
): SQL[] {
  const chosen = query.sort === undefined ? undefined : sortable[query.sort];
  const column = chosen ?? fallback.column;
  const direction = chosen ? query.order : fallback.order;
  const by = direction === 'asc' ? asc : desc;
  return column === tiebreak ? [by(column)] : [by(column), by(tiebreak)];
}

/** LIMIT and OFFSET of the query's page. */
export const gridLimits = (query: Pick<GridWindow, 'page' | 'page_size'>) => ({
  limit: query.page_size,
  offset: query.page * query.page_size,
});

/** `column ILIKE '%text%'`, the text's own % and _ matched as themselves. */
export function contains(column: AnyColumn | SQL, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ILIKE ${`%${escaped}%`}`;
}

/**
 * The condition that picks a list's page by its ids: the ids are paged from the table alone, by
 * its indexes (`where` and `orderBy` on its own columns), and only the page's rows are then read
 * and joined. Without it a deep page (OFFSET 100,000) joins every row it steps over (issue 13's
 * benchmark: 150 ms of the database's time, 5 ms with it). The outer query orders the page again
 * by the same `orderBy` and takes no LIMIT or OFFSET.
 */
export function onPage(
  db: DbOrTx,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  orderBy: SQL[],
  query: Pick<GridWindow, 'page' | 'page_size'>,
): SQL {
  const { limit, offset } = gridLimits(query);
  const ids = db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return inArray(id, ids);
}
