import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { BackupRefused, backupStore, restoreStore, tableRowCounts } from '../src/db/backup.ts';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/client.ts';
import { claimEmbeddedDatabase } from '../src/embedded-owner.ts';
import { newSubscriber } from './support/subscribers.ts';
import { createTestApp, testEnv, type TestApp, type Visitor } from './support/test-app.ts';
import { createServerDatabase } from './support/test-database.ts';

// `npm run db:backup` and `npm run db:restore` on the database of the run: embedded PGlite, or the
// PostgreSQL server of TEST_DATABASE_URL. The round trip runs the commands as an operator does;
// most other cases call the functions behind them in this process, which is much faster.
const serverUrl = process.env.TEST_DATABASE_URL;
const root = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'mealbox-backup-'));

/** Where a command finds its database: DATABASE_URL on a server, else DATA_DIR. */
type Target = { url: string } | { dataDir: string };

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function npmRun(script: string, args: string[], target: Target): Promise<Outcome> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if ('url' in target) env.DATABASE_URL = target.url;
  else env.DATA_DIR = target.dataDir;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: root, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** A new, empty database of the run's kind, and a way to drop it. */
async function freshTarget(name: string): Promise<{ target: Target; drop(): Promise<void> }> {
  if (!serverUrl) return { target: { dataDir: join(work, name) }, drop: async () => {} };
  const created = await createServerDatabase(serverUrl);
  return { target: { url: created.url }, drop: () => created.drop() };
}

const envOf = (target: Target) =>
  testEnv('url' in target ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir });

/** The one-line refusal a command would print, from the function it calls. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => new Error('it was not refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupRefused);
  const { message } = error as BackupRefused;
  expect(message).not.toContain('\n');
  return message;
}

async function withTarget<T>(target: Target, use: (database: Database) => Promise<T>): Promise<T> {
  const database =
    'url' in target
      ? openDatabase({ url: target.url, dataDir: '', onIdleError: () => {} })
      : openDatabase({ dataDir: target.dataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** The rows that money and sign-ins depend on, each table as one checksum of all its rows. */
const CHECKSUMMED = [
  'orders',
  'order_lines',
  'payments',
  'gift_cards',
  'users',
  'sessions',
  'subscriptions',
];

/** Every table's row count, and a checksum of each table that matters. */
async function snapshotOf(db: Db) {
  const checksums: Record<string, string> = {};
  for (const table of CHECKSUMMED) {
    const [row] = await queryRows<{ sum: string }>(
      db,
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum
            FROM ${sql.identifier(table)} t`,
    );
    checksums[table] = row?.sum ?? '';
  }
  return { counts: Object.fromEntries(await tableRowCounts(db)), checksums };
}
type Snapshot = Awaited<ReturnType<typeof snapshotOf>>;

/** One line on stderr and a non-zero exit: what an operator is shown for bad input. */
function expectRefusal(outcome: Outcome, message: RegExp) {
  expect(outcome.code, outcome.stdout + outcome.stderr).not.toBe(0);
  expect(outcome.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
}

const backupFile = join(work, serverUrl ? 'store.dump' : 'store.tar.gz');
let source: TestApp;
let sourceTarget: Target;
let customer: Visitor;
/** What the customer's session reads of its account and orders, before the backup. */
let customerSaw: { me: unknown; orders: unknown };
let expected: Snapshot;
let backedUp: Outcome;
let restored: { target: Target; drop(): Promise<void> };
let restoredRun: Outcome;

beforeAll(async () => {
  const sourceDir = join(work, 'source');
  source = await createTestApp({ dataDir: sourceDir });
  sourceTarget = source.database.url ? { url: source.database.url } : { dataDir: sourceDir };
  // The demo store, with a customer's activity: a session, a paid order, a gift card balance.
  const subscriber = await newSubscriber(source);
  customer = subscriber.visitor;
  const applied = await customer.post('/api/gift_card_apply', { code: 'DEMQGFTCARD25XYZ' });
  expect(applied.statusCode).toBe(200);
  customerSaw = {
    me: (await customer.get('/api/auth/me')).json(),
    orders: (await customer.get('/api/user/orders')).json(),
  };
  expected = await snapshotOf(source.database.db);
  // PGlite's files open in one process at a time: the store stops before its backup. A server's
  // store keeps running.
  if (!serverUrl) await source.close();

  backedUp = await npmRun('db:backup', [backupFile], sourceTarget);
  restored = await freshTarget('restored');
  restoredRun = await npmRun('db:restore', [backupFile], restored.target);
}, 120_000);

afterAll(async () => {
  if (serverUrl) await source?.close();
  await restored?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe('backup-restore', () => {
  it('starts from the demo store with orders, payments, sessions and a gift card balance', () => {
    for (const table of ['orders', 'payments', 'sessions']) {
      expect(expected.counts[`public.${table}`]).toBeGreaterThan(0);
    }
    expect(customerSaw.me).toMatchObject({ user: { gift_card_balance: 2500 } });
  });

  it('backs the store up to one file, saying how many tables and rows it holds and its size', () => {
    const rows = Object.values(expected.counts).reduce((sum, n) => sum + n, 0);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const [summary, consistency] = backedUp.stdout.trim().split('\n');
    expect(summary).toContain(`to ${backupFile} (`);
    expect(summary).toMatch(/\(\d+(\.\d)? (kB|MB)\)/);
    expect(summary).toContain(
      `${Object.keys(expected.counts).length} tables, ${rows.toLocaleString('en-US')} rows.`,
    );
    expect(consistency).toMatch(serverUrl ? /one snapshot/ : /no store process has it open/);
  });

  it('restores into a fresh database every table’s rows and every order, payment, balance and session', async () => {
    expect(restoredRun.code, restoredRun.stderr).toBe(0);
    expect(restoredRun.stdout).toMatch(/^Restored .* tables, [\d,]+ rows\.$/m);
    await withTarget(restored.target, async (database) => {
      expect(await snapshotOf(database.db)).toEqual(expected);
      // The customer's cookie still signs them in, to the same balance and orders.
      const app = await buildApp({ env: testEnv(), database, logger: false });
      try {
        const there = customer.on(app);
        expect((await there.get('/api/auth/me')).json()).toEqual(customerSaw.me);
        expect((await there.get('/api/user/orders')).json()).toEqual(customerSaw.orders);
      } finally {
        await app.close();
      }
    });
  });

  it('replaces a database that has data only with --force, and then entirely', async () => {
    const env = envOf(restored.target);
    expect(await refusal(restoreStore(env, backupFile, { force: false }))).toMatch(
      /already (has|holds) .*add --force/,
    );
    await withTarget(restored.target, (database) =>
      database.db.execute(sql`CREATE TABLE public.left_behind (n int)`),
    );
    const said = await restoreStore(env, backupFile, { force: true });
    expect(said[0]).toMatch(/replacing/);
    await withTarget(restored.target, async (database) => {
      expect(await snapshotOf(database.db)).toEqual(expected);
    });
  });

  it('refuses bad input in one line with a non-zero exit', async () => {
    const commands = await Promise.all([
      npmRun('db:restore', [join(work, 'missing.dump')], restored.target),
      npmRun('db:restore', [], restored.target),
    ]);
    expectRefusal(commands[0], /^There is no backup file .*missing\.dump\.$/);
    expectRefusal(commands[1], /^usage: npm run db:restore -- <file> \[--force\]/);
  });

  it('refuses a file that is not a backup, or a backup of the other database', async () => {
    const env = envOf(restored.target);
    const junk = join(work, 'notes.txt');
    writeFileSync(junk, 'not a backup\n');
    expect(await refusal(restoreStore(env, junk, { force: true }))).toMatch(
      /notes\.txt is not a backup of the store/,
    );
    // A pg_dump archive begins with its name; PGlite's dump is a tarball of a data directory.
    const serverKind = join(work, 'server.dump');
    writeFileSync(serverKind, 'PGDMP\u0001\u000e');
    const embeddedKind = join(work, 'embedded.tar.gz');
    const dataDir = mkdtempSync(join(work, 'data-'));
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    await tar.c({ gzip: true, file: embeddedKind, cwd: dataDir }, ['PG_VERSION']);
    expect(
      await refusal(restoreStore(env, serverUrl ? embeddedKind : serverKind, { force: true })),
    ).toMatch(
      serverUrl
        ? /backup of the embedded database: unset DATABASE_URL/
        : /PostgreSQL server's backup \(pg_dump\): set DATABASE_URL/,
    );
  });

  it('leaves the database as it was when a forced restore of a damaged backup fails', async () => {
    const whole = readFileSync(backupFile);
    const truncated = join(work, serverUrl ? 'truncated.dump' : 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.8)));
    await refusal(restoreStore(envOf(restored.target), truncated, { force: true }));
    await withTarget(restored.target, async (database) => {
      expect(await snapshotOf(database.db)).toEqual(expected);
    });
  });

  it.skipIf(Boolean(serverUrl))(
    'backs up the embedded database only while no store process has it open',
    async () => {
      // This process, alive, holds the data directory as a running store does; the command is
      // another process.
      const release = claimEmbeddedDatabase(join(work, 'source'));
      try {
        const outcome = await npmRun('db:backup', [join(work, 'never.tar.gz')], sourceTarget);
        expectRefusal(
          outcome,
          /^The store \(process \d+\) has the embedded database in .* open: stop it first/,
        );
      } finally {
        release();
      }
    },
  );

  it.skipIf(!serverUrl)(
    'says in one line when the PostgreSQL server cannot be reached',
    async () => {
      const env = envOf({ url: 'postgres://mealbox@127.0.0.1:1/mealbox' });
      expect(await refusal(backupStore(env, join(work, 'never.dump')))).toMatch(
        /^Cannot reach the PostgreSQL server at 127\.0\.0\.1:1\/mealbox: /,
      );
    },
  );
});
