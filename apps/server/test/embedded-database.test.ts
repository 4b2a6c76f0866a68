import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { media } from '../src/db/schema.ts';

// The embedded database (PGlite in its own thread, decision 009) as the server and pg-boss use it.
const dataDir = mkdtempSync(join(tmpdir(), 'mealbox-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function opened(dir: string): Promise<Database> {
  const database = openDatabase({ dataDir: dir });
  await database.migrate();
  return database;
}

function executeSql(database: Database, text: string, values?: unknown[]) {
  const connection = database.jobQueueConnection;
  if (!('db' in connection)) throw new Error('the embedded database runs SQL in-process');
  return connection.db.executeSql(text, values);
}

// The run on a PostgreSQL server (TEST_DATABASE_URL) has nothing of its own to add here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database', () => {
  it('keeps committed data in its data directory across a restart', async () => {
    const first = await opened(dataDir);
    await first.db.insert(media).values({ path: '/kept', contentType: 'text/plain', body: 'yes' });
    await first.close();

    const second = await opened(dataDir);
    expect(await queryRows(second.db, sql`select body from media where path = '/kept'`)).toEqual([
      { body: 'yes' },
    ]);
    await second.close();
  });

  it('reads timestamps as text for drizzle and as dates for the job queue', async () => {
    const database = await opened('memory://');
    const [forDrizzle] = await queryRows<{ at: unknown }>(
      database.db,
      sql`select '2026-11-21 10:00:00+00'::timestamptz as at`,
    );
    expect(typeof forDrizzle?.at).toBe('string');
    const { rows } = await executeSql(database, `select $1::timestamptz as at`, [
      '2026-11-21 10:00:00+00',
    ]);
    expect(rows).toEqual([{ at: new Date('2026-11-21T10:00:00Z') }]);
    await database.close();
  });

  it('runs a script of several statements for the job queue, answering the last one’s rows', async () => {
    const database = await opened('memory://');
    const { rows } = await executeSql(
      database,
      `create temporary table jobs_seen (n int); insert into jobs_seen values (1), (2);
       select count(*)::int as n from jobs_seen;`,
    );
    expect(rows).toEqual([{ n: 2 }]);
    await database.close();
  });

  it('refuses a parameter it cannot pass to its thread, and goes on answering', async () => {
    const database = await opened('memory://');
    const failure = await queryRows(database.db, sql`select ${(() => 1) as never}::text`).catch(
      (error: unknown) => error,
    );
    expect(String((failure as Error).cause)).toMatch(/could not be cloned/);
    expect(await queryRows(database.db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
    await database.close();
  });

  it('lets a transaction in flight finish when it closes, and refuses new work meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mealbox-closing-'));
    const database = await opened(dir);
    let inTransaction!: () => void;
    const started = new Promise<void>((resolve) => (inTransaction = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(media).values({ path: '/first', contentType: 'text/plain', body: '' });
      inTransaction();
      await released;
      await tx.insert(media).values({ path: '/second', contentType: 'text/plain', body: '' });
    });
    await started;

    const closing = database.close();
    const refused = await queryRows(database.db, sql`select 1`).catch((error: unknown) => error);
    expect((refused as Error).cause).toEqual(new Error('the embedded database is closed'));
    release();
    await transaction;
    await closing;

    const reopened = await opened(dir);
    expect(await queryRows(reopened.db, sql`select path from media order by path`)).toEqual([
      { path: '/first' },
      { path: '/second' },
    ]);
    await reopened.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses queries once closed, with a clear error instead of waiting forever', async () => {
    const database = await opened('memory://');
    await database.close();
    const failure = await queryRows(database.db, sql`select 1`).catch((error: unknown) => error);
    expect((failure as Error).cause).toEqual(new Error('the embedded database is closed'));
  });
});
