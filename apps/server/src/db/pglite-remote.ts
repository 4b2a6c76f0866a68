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
  close(): Promise<void>;
}

/**
 * The thread's module is TypeScript: tsx (a dependency of the server) loads it there with its
 * `tsImport`, the one way that works in a worker on Node 20 (`--import tsx` in a worker's
 * `execArgv` does not reach the worker's own entry module).
 */
const threadSource = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) =>
  tsImport(${JSON.stringify(new URL('./pglite-thread.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;

export function startPgliteThread(dataDir: string | undefined): PgliteThread {
  const worker = new Worker(threadSource, {
    eval: true,
    workerData: { dataDir } satisfies ThreadOptions,
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let lastId = 0;
  let stopped: Error | undefined;
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
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on('error', (error) =>
    stop(new Error(`the embedded database stopped: ${error.message}`, { cause: error })),
  );
  worker.on('exit', (code) =>
    stop(new Error(`the embedded database is closed (its thread exited with code ${code})`)),
  );

  function call<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
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
      call({ op: 'query', text, params, rowMode: options?.rowMode, parsers, tx }),
  });

  return {
    client: {
      ...queryable(undefined, 'drizzle'),
      async transaction(callback) {
        const tx = await call<number>({ op: 'begin' });
        let result;
        try {
          result = await callback(queryable(tx, 'drizzle'));
        } catch (error) {
          // The callback's error is the one to report, even if the rollback fails too.
          await call({ op: 'end', tx, commit: false }).catch(() => undefined);
          throw error;
        }
        await call({ op: 'end', tx, commit: true });
        return result;
      },
    },
    query: (text, params) => queryable(undefined, 'pglite').query(text, params),
    exec: (text) => call({ op: 'exec', text, parsers: 'pglite', tx: undefined }),
    queryJsonText: (name, text, values) => call({ op: 'json', name, text, values }),
    async close() {
      if (stopped) return;
      const closing = call({ op: 'close' });
      stopped = new Error('the embedded database is closed');
      await closing;
      await worker.terminate();
    },
  };
}

/** The thread's error as an Error here, with its PostgreSQL fields (code, detail, …). */
function deserializeError({ name, message, stack, fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}
