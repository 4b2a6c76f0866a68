import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';

/** The store's tables (the public schema's; pg-boss keeps its own). */
export async function tableNames(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
         ORDER BY table_name`,
  );
  return rows.map((r) => r.name);
}

/** A digest of every row of every table but those named: equal means nothing changed. */
export async function snapshot(db: Db, except: string[] = []): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    if (except.includes(name)) continue;
    const [row] = await queryRows<{ digest: string | null }>(
      db,
      sql`SELECT md5(string_agg(x::text, ',' ORDER BY x::text)) AS digest FROM ${sql.identifier(name)} x`,
    );
    state[name] = row?.digest ?? '';
  }
  return state;
}

/** Every table's rows as text, by table: what a copy of the database would show. */
export async function tableDumps(db: Db): Promise<Record<string, string>> {
  const dumps: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`SELECT x::text AS row FROM ${sql.identifier(name)} x`,
    );
    dumps[name] = rows.map((r) => r.row).join('\n');
  }
  return dumps;
}

/** The tables in which the text appears anywhere, in any row. */
export async function tablesContaining(db: Db, text: string): Promise<string[]> {
  const dumps = await tableDumps(db);
  return Object.keys(dumps).filter((name) => dumps[name]?.includes(text));
}

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
}

/** The store's single-column foreign keys: which column of which table names a row of which. */
async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  return queryRows<ForeignKey>(
    db,
    sql`SELECT child.relname AS child, ca.attname AS column,
               parent.relname AS parent, pa.attname AS "parentColumn"
          FROM pg_constraint c
          JOIN pg_class child ON child.oid = c.conrelid
          JOIN pg_class parent ON parent.oid = c.confrelid
          JOIN pg_namespace n ON n.oid = child.relnamespace AND n.nspname = 'public'
          JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = c.conkey[1]
          JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
         WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
         ORDER BY 1, 2`,
  );
}

/**
 * Every row that belongs to a user, as text, by table: their `users` row and every row that
 * names it through foreign keys, or names such a row, three links deep (their orders, the
 * orders' lines and payments, their subscriptions and their weeks' meals, their cart's lines,
 * their sessions, favourites, redemptions, events…). Equal before and after: nothing of theirs
 * changed.
 */
export async function recordsOf(db: Db, userId: number): Promise<Record<string, string[]>> {
  const keys = await foreignKeys(db);
  const reached = new Map<string, SQL[]>([['users', [sql`id = ${userId}::integer`]]]);
  let frontier: Array<{ table: string; where: SQL }> = [
    { table: 'users', where: sql`id = ${userId}::integer` },
  ];
  for (let depth = 0; depth < 3; depth++) {
    frontier = frontier.flatMap(({ table, where }) =>
      keys
        .filter((key) => key.parent === table)
        .map((key) => {
          const named = sql`${sql.identifier(key.column)} IN (SELECT ${sql.identifier(key.parentColumn)} FROM ${sql.identifier(table)} WHERE ${where})`;
          reached.set(key.child, [...(reached.get(key.child) ?? []), named]);
          return { table: key.child, where: named };
        }),
    );
  }
  const records: Record<string, string[]> = {};
  for (const [table, conditions] of [...reached].sort(([a], [b]) => a.localeCompare(b))) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`SELECT x::text AS row FROM ${sql.identifier(table)} x
           WHERE ${sql.join(conditions, sql` OR `)} ORDER BY 1`,
    );
    records[table] = rows.map((r) => r.row);
  }
  return records;
}
