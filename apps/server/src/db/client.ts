import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so a use case can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

/** What the job queue needs to reach the database: a URL, or a way to run SQL in-process. */
export type JobQueueConnection =
  | { connectionString: string }
  | { db: { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> } };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobQueueConnection: JobQueueConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** Called when an idle pooled connection fails; a warning on stderr by default. */
  onIdleError?: (error: Error) => void;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server dropped (restart, failover, admin kill) must not crash the
    // process: the pool discards it and opens a new one when needed.
    pool.on('error', (error) => {
      (
        options.onIdleError ??
        ((e: Error) => console.warn(`database connection lost: ${e.message}`))
      )(error);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      jobQueueConnection: { connectionString: options.url },
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const memory = options.dataDir.startsWith('memory://');
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(memory ? undefined : options.dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb,
    kind: 'pglite',
    jobQueueConnection: {
      db: {
        // PGlite's prepared statements take one command; pg-boss sends scripts without parameters.
        executeSql: async (text, values) => {
          if (!values || values.length === 0) {
            const results = await client.exec(text);
            return { rows: results.at(-1)?.rows ?? [] };
          }
          return { rows: (await client.query(text, values)).rows };
        },
      },
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Raw SQL rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
