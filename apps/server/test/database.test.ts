import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  openDatabase,
  queryBuiltJson,
  queryJson,
  queryRows,
  type Database,
} from '../src/db/client.ts';
import { media } from '../src/db/schema.ts';
import { createServerDatabase, createTestDatabase } from './support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const countOf = (path: string) =>
  queryJson<{ n: number }>(
    database.db,
    {
      name: 'test_count_media',
      text: `select json_build_object('n', count(*)) from media where path = $1`,
    },
    [path],
  );

describe('a prepared JSON statement', () => {
  it('answers its JSON value, prepared once and run again with new values', async () => {
    expect(await countOf('/none')).toEqual({ n: 0 });
    await database.db.insert(media).values({ path: '/one', contentType: 'text/plain', body: '1' });
    expect(await countOf('/one')).toEqual({ n: 1 });
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx
          .insert(media)
          .values({ path: '/uncommitted', contentType: 'text/plain', body: '' });
        inserted();
        await released;
        throw new Error('rolled back');
      })
      .catch((error: unknown) => error);
    await insertedOnce;
    const count = countOf('/uncommitted');
    setTimeout(release, 20);
    expect(await count).toEqual({ n: 0 });
    expect(await transaction).toBeInstanceOf(Error);
  });

  it('fails without leaving the database unusable', async () => {
    const failing = {
      name: 'test_division_by_zero',
      text: `select json_build_object('n', 1 / $1::integer)`,
    };
    await expect(queryJson(database.db, failing, [0])).rejects.toThrow(/division by zero/);
    expect(await queryJson(database.db, failing, [1])).toEqual({ n: 1 });
    expect(await queryRows(database.db, sql`select 2 as n`)).toEqual([{ n: 2 }]);
  });
});

/** PostgreSQL's SQLSTATE of an error, wherever drizzle put it in the chain of causes. */
function sqlState(error: unknown): unknown {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

describe('a statement built with sql answering JSON', () => {
  const pathsLike = (prefix: string) =>
    sql`SELECT json_build_object('n', count(*), 'prefix', ${prefix}::text)
          FROM media WHERE path LIKE ${`${prefix}%`}`;

  it('answers the same on the handle (as a named statement) and inside a transaction', async () => {
    await database.db
      .insert(media)
      .values({ path: '/built/a', contentType: 'text/plain', body: 'a' });
    expect(await queryBuiltJson(database.db, pathsLike('/built/'))).toEqual({
      n: 1,
      prefix: '/built/',
    });
    expect(await queryBuiltJson(database.db, pathsLike('/none/'))).toEqual({
      n: 0,
      prefix: '/none/',
    });
    const inside = await database.db.transaction((tx) => queryBuiltJson(tx, pathsLike('/built/')));
    expect(inside).toEqual({ n: 1, prefix: '/built/' });
  });

  it('answers undefined when the statement has no row', async () => {
    expect(
      await queryBuiltJson(database.db, sql`SELECT to_json(1) FROM media WHERE false`),
    ).toBeUndefined();
  });
});

describe('a transaction', () => {
  it('commits all its writes together', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(media).values({ path: '/tx/a', contentType: 'text/plain', body: 'a' });
      await tx.insert(media).values({ path: '/tx/b', contentType: 'text/plain', body: 'b' });
    });
    expect(
      await queryRows(
        database.db,
        sql`select path from media where path like '/tx/%' order by path`,
      ),
    ).toEqual([{ path: '/tx/a' }, { path: '/tx/b' }]);
  });

  it('keeps none of its writes when a statement in it fails, and reports PostgreSQL’s error code', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.insert(media).values({ path: '/tx/lost', contentType: 'text/plain', body: '' });
        await tx.execute(sql`select 1 / 0`);
      })
      .catch((error: unknown) => error);
    expect(sqlState(failure)).toBe('22012');
    expect(
      await queryRows(database.db, sql`select path from media where path = '/tx/lost'`),
    ).toEqual([]);
  });

  it('rolls back a savepoint alone, keeping the rest of the transaction', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(media).values({ path: '/tx/kept', contentType: 'text/plain', body: '' });
      await tx
        .transaction(async (savepoint) => {
          await savepoint
            .insert(media)
            .values({ path: '/tx/kept', contentType: 'text/plain', body: '' });
        })
        .catch((error: unknown) => expect(sqlState(error)).toBe('23505'));
    });
    expect(
      await queryRows(
        database.db,
        sql`select count(*)::int as n from media where path = '/tx/kept'`,
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('runs one at a time with other queries waiting, so concurrent increments all count', async () => {
    await database.db
      .insert(media)
      .values({ path: '/tx/counter', contentType: 'text/plain', body: '0' });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await queryRows<{ body: string }>(
            tx,
            sql`select body from media where path = '/tx/counter' for update`,
          );
          await tx.execute(
            sql`update media set body = ${String(Number(row?.body) + 1)} where path = '/tx/counter'`,
          );
        }),
      ),
    );
    expect(
      await queryRows(database.db, sql`select body from media where path = '/tx/counter'`),
    ).toEqual([{ body: '20' }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('migrating a PostgreSQL server', () => {
  it('lets processes that start together migrate one after another, each of them starting', async () => {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL!);
    const processes = [1, 2, 3].map(() =>
      openDatabase({ url: created.url, dataDir: '', poolSize: 2, onIdleError: () => {} }),
    );
    try {
      await Promise.all(processes.map((p) => p.migrate()));
      const [first] = processes;
      const applied = await queryRows<{ n: number; distinct_hashes: number }>(
        first!.db,
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes
              from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]!.n).toBeGreaterThan(15);
      expect(applied[0]!.n).toBe(applied[0]!.distinct_hashes);
    } finally {
      await Promise.all(processes.map((p) => p.close()));
      await created.drop();
    }
  });
});
