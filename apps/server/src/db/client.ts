import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startPgliteThread, type PgliteThread } from './pglite-remote.ts';
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
  /** The embedded database only: PGlite's gzipped tarball of its data directory. */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** PGlite only: a tarball of `dumpDataDir` to load into the (empty) data directory. */
  loadDataDir?: Uint8Array | undefined;
  poolSize?: number;
  /** Called when an idle pooled connection fails; a warning on stderr by default. */
  onIdleError?: (error: Error) => void;
}

/** A statement answering one JSON value: a name to prepare it under, its text, $1… placeholders. */
export interface JsonStatement {
  name: string;
  text: string;
}
export type StatementValue = string | number | null;
type JsonRunner = (statement: JsonStatement, values: readonly StatementValue[]) => Promise<unknown>;
const jsonRunners = new WeakMap<Db, JsonRunner>();

/**
 * Runs a statement whose answer is one JSON value (the first column of its one row), prepared
 * once per connection under its name, outside any transaction: for the hottest writes, where the
 * round trip itself is most of the cost (a cart change, decisions/005). On PostgreSQL it is
 * node-postgres' named statement (parsed once per connection). On PGlite, drizzle's query makes
 * six passes through the WebAssembly PostgreSQL (parse, describe, bind, describe, execute, sync);
 * its thread (`pglite-thread.ts`) parses this statement once and each call binds, executes and
 * syncs in one pass.
 */
export async function queryJson<T>(
  db: Db,
  statement: JsonStatement,
  values: readonly StatementValue[],
): Promise<T> {
  const run = jsonRunners.get(db);
  if (!run) throw new Error('queryJson needs a database handle from openDatabase');
  return (await run(statement, values)) as T;
}

const dialect = new PgDialect();

/**
 * Runs a statement built with drizzle's `sql` whose answer is one JSON value (the first column,
 * of type json, of its first row; undefined without rows). On the database handle it goes through queryJson,
 * named after its text: each connection parses it once, and PostgreSQL may keep its plan, where a
 * drizzle query is parsed and planned on every call (for writes that are one large statement of
 * CTEs, the larger part of their cost). Its text must not vary but with the shape of the write:
 * values go in as parameters. In a transaction, a plain query on the transaction's connection.
 */
export async function queryBuiltJson<T>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  const run = jsonRunners.get(db);
  if (!run) {
    const [row] = await queryRows<Record<string, unknown>>(db, query);
    return row === undefined ? undefined : (Object.values(row)[0] as T);
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await run({ name: builtName(text), text }, params as StatementValue[])) as T | undefined;
}

/** A built statement's name, from its text; remembered, since the same few texts recur. */
const builtNames = new Map<string, string>();
function builtName(text: string): string {
  let name = builtNames.get(text);
  if (name === undefined) {
    name = `built_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // Texts vary only with the shape of a write; a bound keeps a mistake from growing it forever.
    if (builtNames.size >= 1000) builtNames.clear();
    builtNames.set(text, name);
  }
  return name;
}

function pgJsonRunner(pool: pg.Pool): JsonRunner {
  return async ({ name, text }, values) => {
    const result = await pool.query<unknown[]>({
      name,
      text,
      values: [...values],
      rowMode: 'array',
    });
    return result.rows[0]?.[0];
  };
}

function pgliteJsonRunner(thread: PgliteThread): JsonRunner {
  return async ({ name, text }, values) => {
    const bound = values.map((v) => (v === null ? null : String(v)));
    const json = await thread.queryJsonText(name, text, bound);
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  };
}

/** The advisory lock that migrating holds: any number, the same in every process of the store. */
const MIGRATION_LOCK = 7_263_514;

/**
 * Migrates the server's database while holding a lock: processes started together (several behind
 * a load balancer) migrate one after another, and the later ones find nothing left to do, instead
 * of racing to create the same tables and failing to start.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** How long a pooled connection may sit idle before it is closed: long enough to outlast a lull. */
const POOL_IDLE_MS = 5 * 60_000;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // node-postgres closes a connection idle for 10 s. Each connection parses the hot
      // statements once (queryJson), and opening one costs the server a backend: a store with a
      // quiet spell of seconds between bursts paid both again at the start of every burst (the
      // skip benchmark's first quarter second ran at twice its latency).
      idleTimeoutMillis: POOL_IDLE_MS,
    });
    // An idle connection the server dropped (restart, failover, admin kill) must not crash the
    // process: the pool discards it and opens a new one when needed.
    pool.on('error', (error) => {
      (
        options.onIdleError ??
        ((e: Error) => console.warn(`database connection lost: ${e.message}`))
      )(error);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    jsonRunners.set(db, pgJsonRunner(pool));
    return {
      db,
      kind: 'postgres',
      jobQueueConnection: { connectionString: options.url },
      migrate: () => migrateAlone(pool),
      close: () => pool.end(),
    };
  }
  const memory = options.dataDir.startsWith('memory://');
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  const thread = startPgliteThread(memory ? undefined : options.dataDir, options.loadDataDir);
  // drizzle calls only `query` and `transaction`, which the thread's client answers alike.
  const pgliteDb = drizzlePglite({ client: thread.client as unknown as PGlite, schema });
  jsonRunners.set(pgliteDb, pgliteJsonRunner(thread));
  return {
    db: pgliteDb,
    kind: 'pglite',
    jobQueueConnection: {
      db: {
        // PGlite's prepared statements take one command; pg-boss sends scripts without parameters.
        // pg-boss reads with PGlite's own parsers (dates as Date objects), not drizzle's.
        executeSql: async (text, values) => {
          if (!values || values.length === 0) {
            return { rows: (await thread.exec(text)).at(-1)?.rows ?? [] };
          }
          return { rows: (await thread.query(text, values)).rows };
        },
      },
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    dumpDataDir: () => thread.dumpDataDir(),
    close: () => thread.close(),
  };
}

/**
 * One `T` per database handle, made on its first use and forgotten with the handle: each handle
 * is its own store, so what a process keeps of one (prepared queries, state it last read) must
 * never answer for another.
 */
export function perDatabase<T>(make: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * A query built once per database handle and prepared (drizzle's `.prepare()`, a named statement
 * on PostgreSQL): each call only fills in its placeholders, instead of building the SQL again.
 * For the hot reads outside transactions; a transaction's handle is new each time, so there it
 * is built anew (and the cache forgets it with the handle).
 */
export function preparedPerDb<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  return perDatabase(build);
}

/** Raw SQL rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Whether a statement failed on a unique index (PostgreSQL's 23505, maybe wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
