import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * One write of a statement made of data-modifying CTEs: its CTE's name and its SQL. A use case
 * whose writes must all happen or none (and only if a condition holds when the statement locks
 * its row) gathers each repository's write into one statement: atomic on its own, one round trip,
 * and no transaction held open across the network between them (decision 003).
 */
/** The condition a write waits on, e.g. that the statement found an order still placed. */
export type WriteCondition = SQL;

export interface GatedWrite {
  name: string;
  statement: SQL;
}

/** `WITH a AS (…), b AS (…)` items for the writes, to follow the statement's own CTEs. */
export function cteList(writes: readonly GatedWrite[]): SQL {
  return sql.join(
    writes.map((w) => sql`${sql.identifier(w.name)} AS (${w.statement})`),
    sql`, `,
  );
}

/**
 * `INSERT INTO table (…) SELECT … WHERE when`: an insert that happens only when `when` holds.
 * Values are cast to their columns' types, since a SELECT list does not take them from the
 * target table; columns left out take their defaults.
 */
export function insertWhen<T extends PgTable>(
  table: T,
  values: Partial<T['$inferInsert']>,
  when: SQL,
): SQL {
  const columns: Record<string, PgColumn | undefined> = getTableColumns(table);
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  const names = given.map(([key]) => sql.identifier(columnOf(columns, key).name));
  const cast = given.map(([key, value]) => {
    const column = columnOf(columns, key);
    return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql`INSERT INTO ${table} (${sql.join(names, sql`, `)}) SELECT ${sql.join(cast, sql`, `)} WHERE ${when}`;
}

function columnOf(columns: Record<string, PgColumn | undefined>, key: string): PgColumn {
  const column = columns[key];
  if (!column) throw new Error(`no column ${key}`);
  return column;
}
