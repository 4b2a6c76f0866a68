import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';
import type { Env } from '../env.ts';
import { printDemoLogins } from './seed-data/demo-logins.ts';
import { isEmpty, seedDemoData } from './seed.ts';

/** Migrates, then seeds the demo store when the database has no channel yet. */
export async function prepareDatabase(
  database: Database,
  options: { seedWhenEmpty: boolean; log: Pick<FastifyBaseLogger, 'info'>; env: Env },
): Promise<void> {
  await database.migrate();
  if (options.seedWhenEmpty && (await isEmpty(database.db))) {
    const summary = await seedDemoData(database.db, { timeZone: options.env.STORE_TIMEZONE });
    options.log.info(summary, 'seeded demo data');
    printDemoLogins(options.env);
  }
}
