import { sql } from 'drizzle-orm';
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
