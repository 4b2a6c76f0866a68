import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
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
  const given = givenColumns(table, values);
  const names = given.map(({ column }) => `"${column.name}"`).join(', ');
  const cast = sql.join(
    given.map(
      ({ column, value }) => sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`,
    ),
    sql.raw(', '),
  );
  return sql`INSERT INTO ${sql.raw(`"${getTableName(table)}" (${names})`)} SELECT ${cast} WHERE ${when}`;
}

/** `UPDATE table SET … WHERE where AND when`: an update that happens only when `when` holds. */
export function updateWhen<T extends PgTable>(
  table: T,
  values: Partial<T['$inferInsert']>,
  where: SQL,
  when: SQL,
): SQL {
  const set = sql.join(
    givenColumns(table, values).map(
      ({ column, value }) => sql`${sql.raw(`"${column.name}" = `)}${sql.param(value, column)}`,
    ),
    sql.raw(', '),
  );
  return sql`UPDATE ${sql.raw(`"${getTableName(table)}"`)} SET ${set} WHERE ${where} AND ${when}`;
}

/**
 * The columns given a value. The statements above are written from column names and parameters
 * alone, rather than with drizzle's query builders: a statement of several modules' writes is
 * built on every order, and the builders' SQL takes several times as long to render.
 */
function givenColumns(table: PgTable, values: Record<string, unknown>) {
  const columns: Record<string, PgColumn | undefined> = getTableColumns(table);
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = columns[key];
      if (!column) throw new Error(`no column ${key} in ${getTableName(table)}`);
      return { column, value };
    });
}
