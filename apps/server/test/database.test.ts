import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryJson, queryRows, type Database } from '../src/db/client.ts';
import { media } from '../src/db/schema.ts';
import { createTestDatabase } from './support/test-database.ts';

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
