/**
 * The embedded database's own thread (decision 009): a PGlite instance, driven by messages from
 * `pglite-remote.ts` on the server's thread. PGlite runs PostgreSQL as WebAssembly, synchronously,
 * on the thread that calls it; here that work no longer holds up the server's HTTP handling, and
 * the two use both of the machine's cores.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  messages as pgliteMessages,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DRIZZLE_PARSERS, PGLITE_PARSERS } from './pglite-parsers.ts';

/** Which type parsers a query reads with: drizzle's (the instance's own) or PGlite's defaults. */
export type Parsers = 'drizzle' | 'pglite';

export type Request =
  | {
      op: 'query';
      text: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      parsers: Parsers;
      tx: number | undefined;
    }
  /** pg-boss's scripts of several statements, read with PGlite's own parsers. */
  | { op: 'exec'; text: string }
  | { op: 'json'; name: string; text: string; values: Array<string | null> }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  /** PGlite's tarball of its data directory (`npm run db:backup`). */
  | { op: 'dump' }
  | { op: 'close' };

export interface Envelope {
  id: number;
  request: Request;
}

export interface SerializedError {
  name: string;
  message: string;
  stack: string | undefined;
  /** The error's own plain fields (a PostgreSQL error's code, detail, constraint, …). */
  fields: Record<string, string | number | boolean | null>;
}

export type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

export interface ThreadOptions {
  /** PGlite's data directory; none keeps the database in memory. */
  dataDir: string | undefined;
  /** A tarball of `dumpDataDir` to start from, into an empty data directory (`db:restore`). */
  loadDataDir: Uint8Array | undefined;
}

export type QueryResult = Pick<Results, 'rows' | 'fields' | 'affectedRows'>;

const port = (() => {
  if (!parentPort)
    throw new Error('pglite-thread runs as a worker thread (pglite-remote.ts starts it)');
  return parentPort;
})();
const { dataDir, loadDataDir } = workerData as ThreadOptions;
/** PGlite decompresses a tarball only when its type says gzip (its own dumps are gzipped). */
const tarball = (bytes: Uint8Array) =>
  new Blob([bytes], {
    type: bytes[0] === 0x1f && bytes[1] === 0x8b ? 'application/gzip' : 'application/x-tar',
  });
// pg_trgm: staff's searches by any part of a name, an email or a code (migration 0017).
const client = new PGlite({
  dataDir,
  extensions: { pg_trgm },
  ...(loadDataDir ? { loadDataDir: tarball(loadDataDir) } : {}),
});
const ready = client.waitReady.then(() => {
  // drizzle's parsers once for the instance: passed per query, PGlite copies its whole table of
  // 300+ parsers to merge them (about 0.1 ms a query).
  Object.assign(client.parsers, DRIZZLE_PARSERS);
});

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  finished: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let lastTransactionId = 0;
/** The reason a transaction's callback fails with when the server thread asks for a rollback. */
const ROLLBACK = new Error('rolled back by the server');

port.on('message', ({ id, request }: Envelope) => {
  handle(request).then(
    (value) => reply({ id, ok: true, value }),
    (error: unknown) => reply({ id, ok: false, error: serializeError(error) }),
  );
});

/** Sends an answer; one that cannot be copied back is sent as an error instead. */
function reply(message: Reply): void {
  try {
    port.postMessage(message);
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: serializeError(error) } satisfies Reply);
  }
}

async function handle(request: Request): Promise<unknown> {
  await ready;
  switch (request.op) {
    case 'query': {
      const options: QueryOptions = { rowMode: request.rowMode, ...parsersOption(request.parsers) };
      return plain(await queryable(request.tx).query(request.text, request.params, options));
    }
    case 'exec':
      return (await client.exec(request.text, { parsers: PGLITE_PARSERS })).map(plain);
    case 'json':
      return runJsonStatement(request.name, request.text, request.values);
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'dump':
      return dump();
    case 'close':
      // Whatever the server left open is rolled back; PGlite's close waits for its lock.
      for (const id of [...transactions.keys()]) await end(id, false);
      return client.close();
  }
}

const parsersOption = (parsers: Parsers): QueryOptions =>
  parsers === 'pglite' ? { parsers: PGLITE_PARSERS } : {};

const plain = ({ rows, fields, affectedRows }: Results): QueryResult => ({
  rows,
  fields,
  affectedRows,
});

function queryable(tx: number | undefined): Pick<Transaction, 'query'> {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

/**
 * Opens a transaction that stays open across messages: PGlite's `transaction` holds its lock (no
 * other query runs meanwhile) until the callback's promise settles, which `end` does.
 */
async function begin(): Promise<number> {
  const id = ++lastTransactionId;
  let opened!: (tx: Transaction) => void;
  const open = new Promise<Transaction>((resolve) => (opened = resolve));
  let end!: (commit: boolean) => void;
  const finished = client.transaction((tx) => {
    opened(tx);
    return new Promise<void>((resolve, reject) => {
      end = (commit) => (commit ? resolve() : reject(ROLLBACK));
    });
  });
  const failedToBegin = finished.then(() => {
    throw new Error('the transaction ended before it began');
  });
  failedToBegin.catch(() => undefined);
  const tx = await Promise.race([open, failedToBegin]);
  transactions.set(id, { tx, end, finished });
  return id;
}

/** Commits (or rolls back) an open transaction; a failed COMMIT rejects. */
async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  transactions.delete(id);
  open.end(commit);
  try {
    await open.finished;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

/**
 * The data directory as a gzipped tarball. The checkpoint first writes every change to the data
 * files, so a restore starts from them instead of replaying the write-ahead log.
 */
async function dump(): Promise<Uint8Array> {
  await client.query('CHECKPOINT');
  const file = await client.dumpDataDir('gzip');
  return new Uint8Array(await file.arrayBuffer());
}

const preparedStatements = new Set<string>();

/**
 * A statement answering one JSON value (`queryJson` in `client.ts`), prepared once under its name:
 * drizzle's query makes six passes through the WebAssembly PostgreSQL (parse, describe, bind,
 * describe, execute, sync), this one pass per call (bind, execute, sync). Answers the JSON text.
 */
async function runJsonStatement(
  name: string,
  text: string,
  values: Array<string | null>,
): Promise<string | undefined> {
  const { serialize } = protocol;
  // Both of PGlite's locks, as its own query() takes them: never inside another's transaction.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      if (!preparedStatements.has(name)) {
        await pass(serialize.parse({ name, text }), serialize.sync());
        preparedStatements.add(name);
      }
      const { messages } = await pass(
        serialize.bind({ statement: name, values }),
        serialize.execute(),
        serialize.sync(),
      );
      const row = messages.find((m) => m instanceof pgliteMessages.DataRowMessage);
      const value: unknown = row?.fields[0];
      return typeof value === 'string' ? value : undefined;
    }),
  );
}

function pass(...messages: Uint8Array[]) {
  const buffer = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
  let offset = 0;
  for (const m of messages) {
    buffer.set(m, offset);
    offset += m.length;
  }
  return client.execProtocol(buffer);
}

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) {
    let message = 'unknown error';
    try {
      message = String(error);
    } catch {
      // An object that cannot be turned into text (no prototype): the fallback says so.
    }
    return { name: 'Error', message, stack: undefined, fields: {} };
  }
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}
