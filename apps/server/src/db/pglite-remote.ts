/**
 * The server thread's side of the embedded database (decision 009): PGlite runs in its own worker
 * thread (`pglite-thread.ts`), and this answers drizzle, pg-boss and `queryJson` by messages to it.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions } from '@electric-sql/pglite';
import type {
  Envelope,
  Parsers,
  QueryResult,
  Reply,
  Request,
  SerializedError,
  ThreadOptions,
} from './pglite-thread.ts';

/** What drizzle's PGlite driver calls on its client, and on a transaction's. */
export interface RemoteQueryable {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}
export interface RemoteClient extends RemoteQueryable {
  transaction<T>(callback: (tx: RemoteQueryable) => Promise<T>): Promise<T>;
}

export interface PgliteThread {
  /** For drizzle: queries read with drizzle's parsers (the thread's instance has them). */
  client: RemoteClient;
  /** For pg-boss: queries read with PGlite's default parsers (dates as Date objects). */
  query(text: string, params: unknown[]): Promise<QueryResult>;
  /** Several statements without parameters; the results of each. */
  exec(text: string): Promise<QueryResult[]>;
  /** A named statement answering one JSON value, as its text. */
  queryJsonText(
    name: string,
    text: string,
    values: Array<string | null>,
  ): Promise<string | undefined>;
  /** PGlite's gzipped tarball of its data directory. */
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * The thread's module is TypeScript: tsx (a dependency of the server) loads it there with its
 * `tsImport`, the one way that works in a worker on Node 20 (`--import tsx` in a worker's
 * `execArgv` does not reach the worker's own entry module).
 */
const threadSource = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) =>
  tsImport(${JSON.stringify(new URL('./pglite-thread.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;

export function startPgliteThread(
  dataDir: string | undefined,
  loadDataDir?: Uint8Array,
): PgliteThread {
  const worker = new Worker(threadSource, {
    eval: true,
    workerData: { dataDir, loadDataDir } satisfies ThreadOptions,
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let lastId = 0;
  /** Why the thread cannot answer any more: it died, or it has been closed. */
  let stopped: Error | undefined;
  /** Set once close() starts: new work is refused, transactions in flight may finish. */
  let refusing: Error | undefined;
  /** Each open transaction, settled when it has ended. */
  const openTransactions = new Map<number, Promise<void>>();
  let closed: Promise<void> | undefined;
  // Like a connection pool, the thread keeps the process alive only while it has work in hand.
  worker.unref();

  worker.on('message', (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) call.resolve(reply.value);
    else call.reject(deserializeError(reply.error));
  });
  const stop = (error: Error) => {
    if (!stopped && !closed) console.error(error.message);
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on('error', (error) =>
    stop(new Error(`the embedded database stopped: ${error.message}`, { cause: error })),
  );
  worker.on('exit', (code) =>
    stop(new Error(`the embedded database stopped (its thread exited with code ${code})`)),
  );

  /** `inTransaction`: a call of an open transaction, which may finish while the database closes. */
  function call<T>(request: Request, inTransaction = false): Promise<T> {
    const refused = stopped ?? (inTransaction ? undefined : refusing);
    if (refused) return Promise.reject(refused);
    const id = ++lastId;
    try {
      // Throws at once for a value that cannot be copied to the thread (a function, a symbol).
      worker.postMessage({ id, request } satisfies Envelope);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  }

  const queryable = (tx: number | undefined, parsers: Parsers): RemoteQueryable => ({
    query: (text, params, options) =>
      call({ op: 'query', text, params, rowMode: options?.rowMode, parsers, tx }, tx !== undefined),
  });

  async function transaction<T>(callback: (tx: RemoteQueryable) => Promise<T>): Promise<T> {
    const tx = await call<number>({ op: 'begin' });
    let ended!: () => void;
    openTransactions.set(tx, new Promise<void>((resolve) => (ended = resolve)));
    try {
      let result: T;
      try {
        result = await callback(queryable(tx, 'drizzle'));
      } catch (error) {
        // The callback's error is the one to report, even if the rollback fails too.
        await call({ op: 'end', tx, commit: false }, true).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true }, true);
      return result;
    } finally {
      openTransactions.delete(tx);
      ended();
    }
  }

  async function close(): Promise<void> {
    refusing = new Error('the embedded database is closed');
    // What is in flight finishes first (within reason): PGlite's close waits for an open
    // transaction's lock, which only the transaction's end releases.
    await Promise.race([
      Promise.all(openTransactions.values()),
      new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
    ]);
    try {
      // The thread rolls back whatever is still open, then closes PGlite.
      if (!stopped) await call({ op: 'close' }, true);
    } finally {
      stopped ??= refusing;
      await worker.terminate();
    }
  }

  return {
    client: { ...queryable(undefined, 'drizzle'), transaction },
    query: (text, params) => queryable(undefined, 'pglite').query(text, params),
    exec: (text) => call({ op: 'exec', text }),
    queryJsonText: (name, text, values) => call({ op: 'json', name, text, values }),
    dumpDataDir: () => call({ op: 'dump' }),
    close: () => (closed ??= close()),
  };
}

/** How long closing waits for open transactions to end before rolling them back. */
const CLOSE_WAIT_MS = 10_000;

/** The thread's error as an Error here, with its PostgreSQL fields (code, detail, …). */
function deserializeError({ name, message, stack, fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}
