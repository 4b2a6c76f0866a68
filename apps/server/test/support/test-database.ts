import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (or in `dataDir`,
 * for a test that needs its files), or a throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(
  options: { dataDir?: string } = {},
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ dataDir: options.dataDir ?? 'memory://' });
    await database.migrate();
    return database;
  }
  const created = await createServerDatabase(serverUrl);
  // Dropping the database at the end ends its idle connections: expected, not worth a warning.
  const database = openDatabase({
    url: created.url,
    dataDir: '',
    poolSize: 20,
    onIdleError: () => {},
  });
  await database.migrate();
  return {
    ...database,
    /** For a child process of a test that opens the same database. */
    url: created.url,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the server of `serverUrl`: its URL, and a drop for the end. */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mealbox_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
