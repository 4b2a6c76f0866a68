import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';
import type { Env } from '../env.ts';
import type { Clock } from '../lib/clock.ts';
import { printDemoLogins } from './seed-data/demo-logins.ts';
import { isEmpty, seedDemoData } from './seed.ts';

/**
 * Migrates, then seeds the demo store when the database has no channel yet, for the store
 * clock's "now" (a demo started with STORE_CLOCK gets its weeks around that moment).
 */
export async function prepareDatabase(
  database: Database,
  options: {
    seedWhenEmpty: boolean;
    log: Pick<FastifyBaseLogger, 'info'>;
    env: Env;
    clock: Clock;
  },
): Promise<void> {
  await database.migrate();
  if (options.seedWhenEmpty && (await isEmpty(database.db))) {
    const summary = await seedDemoData(database.db, {
      timeZone: options.env.STORE_TIMEZONE,
      now: options.clock.now(),
    });
    options.log.info(summary, 'seeded demo data');
    printDemoLogins(options.env);
  }
}
