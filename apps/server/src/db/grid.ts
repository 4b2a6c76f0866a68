import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

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
