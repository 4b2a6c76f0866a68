import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  messages as pgliteMessages,
  PGlite,
  protocol,
  types as pgliteTypes,
  type ParserOptions,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';
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
 * here the statement is parsed once and each call binds, executes and syncs in one pass.
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

function pgliteJsonRunner(client: PGlite, ready: Promise<void>): JsonRunner {
  const prepared = new Set<string>();
  const { serialize } = protocol;
  const pass = (...messages: Uint8Array[]) => {
    const buffer = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
    let offset = 0;
    for (const m of messages) {
      buffer.set(m, offset);
      offset += m.length;
    }
    return client.execProtocol(buffer);
  };
  return async ({ name, text }, values) => {
    await ready;
    await nextTurn();
    // Both of PGlite's locks, as its own query() takes them: never inside another's transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!prepared.has(name)) {
          await pass(serialize.parse({ name, text }), serialize.sync());
          prepared.add(name);
        }
        const bound = values.map((v) => (v === null ? null : String(v)));
        const { messages } = await pass(
          serialize.bind({ statement: name, values: bound }),
          serialize.execute(),
          serialize.sync(),
        );
        const row = messages.find((m) => m instanceof pgliteMessages.DataRowMessage);
        const value = row?.fields[0];
        return typeof value === 'string' ? (JSON.parse(value) as unknown) : undefined;
      }),
    );
  };
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
    jsonRunners.set(db, pgJsonRunner(pool));
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
  const ready = client.waitReady.then(() => {
    Object.assign(client.parsers, DRIZZLE_PARSERS);
  });
  const pgliteDb = drizzlePglite({ client: forDrizzle(client, ready), schema });
  jsonRunners.set(pgliteDb, pgliteJsonRunner(client, ready));
  return {
    db: pgliteDb,
    kind: 'pglite',
    jobQueueConnection: {
      db: {
        // PGlite's prepared statements take one command; pg-boss sends scripts without parameters.
        // pg-boss reads with PGlite's own parsers (dates as Date objects), not drizzle's.
        executeSql: async (text, values) => {
          if (!values || values.length === 0) {
            const results = await client.exec(text, { parsers: PGLITE_PARSERS });
            return { rows: results.at(-1)?.rows ?? [] };
          }
          return { rows: (await client.query(text, values, { parsers: PGLITE_PARSERS })).rows };
        },
      },
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * The types drizzle's PGlite driver reads as text (it maps them itself), by its per-query parsers:
 * timestamps, timestamps with time zone, intervals and dates, keyed to their array types, and
 * numeric arrays.
 */
const TEXT_TYPES: Array<[element: number, array: number]> = [
  [pgliteTypes.TIMESTAMP, 1115],
  [pgliteTypes.TIMESTAMPTZ, 1185],
  [pgliteTypes.INTERVAL, 1187],
  [pgliteTypes.DATE, 1182],
  [pgliteTypes.NUMERIC, 1231],
];
const asText = (value: string) => value;
/** drizzle's parsers. */
const DRIZZLE_PARSERS: ParserOptions = Object.fromEntries(
  TEXT_TYPES.flatMap(([element, array]) =>
    element === pgliteTypes.NUMERIC
      ? [[array, asText]]
      : [
          [element, asText],
          [array, asText],
        ],
  ),
);
/** PGlite's own parsers for the same types, as a PGlite instance has them by default. */
const PGLITE_PARSERS: ParserOptions = Object.fromEntries(
  TEXT_TYPES.flatMap(([element, array]) => {
    const parse = pgliteTypes.parsers[element] ?? asText;
    const parseArray = (value: string): unknown => pgliteTypes.arrayParser(value, parse, array);
    return element === pgliteTypes.NUMERIC
      ? [[array, parseArray]]
      : [
          [element, parse],
          [array, parseArray],
        ];
  }),
);

/** Resolves on the event loop's next turn, after the I/O that is waiting. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The PGlite instance as drizzle sees it, for two reasons.
 * - Parsers: drizzle's PGlite driver passes DRIZZLE_PARSERS with every query, and PGlite then
 *   copies its whole table of 300+ parsers to merge them in: about 0.1 ms per query, more than
 *   many queries take. The instance gets them once instead (after start-up, which adds the array
 *   types), and queries go without: the same values, no copy.
 * - Fairness: PGlite runs each query synchronously on this thread, and the next query queued
 *   behind it starts as a microtask, so under load one query follows another without the event
 *   loop ever reading a socket: a request arriving meanwhile (even for a static file) waited for
 *   the whole queue, and some waited seconds. Each query first lets the event loop take a turn.
 */
function forDrizzle<T extends Pick<PGlite, 'query'>>(target: T, ready: Promise<void>): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return async (text: string, params?: unknown[], options?: QueryOptions) => {
          await ready;
          await nextTurn();
          return object.query(text, params, options && { ...options, parsers: undefined });
        };
      }
      if (property === 'transaction') {
        return async (callback: (tx: Transaction) => Promise<unknown>) => {
          await ready;
          await nextTurn();
          return (object as unknown as PGlite).transaction((tx) => callback(forDrizzle(tx, ready)));
        };
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
    },
  });
}

/**
 * A query built once per database handle and prepared (drizzle's `.prepare()`, a named statement
 * on PostgreSQL): each call only fills in its placeholders, instead of building the SQL again.
 * For the hot reads outside transactions; a transaction's handle is new each time, so there it
 * is built anew (and the cache forgets it with the handle).
 */
export function preparedPerDb<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/** Raw SQL rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
