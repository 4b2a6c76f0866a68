import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Clock } from '../lib/clock.ts';
import type { CycleRunner } from '../modules/weekly-cycle/run-cycle.ts';
import { startCycleJobs } from './cycle-jobs.ts';
import { purgeExpired } from './maintenance.repository.ts';

export const PURGE_EXPIRED = 'maintenance-purge-expired';

/**
 * pg-boss on the store's own database (its tables live in the `pgboss` schema, created and
 * migrated by pg-boss itself). Schedules fire once across every server process.
 */
export async function startJobQueue(
  database: Database,
  env: Env,
  log: FastifyBaseLogger,
  clock: Clock,
  cycle?: CycleRunner,
): Promise<PgBoss> {
  // Expired jobs (their process died) are looked for every minute, pg-boss's default, or as
  // often as a batch of the weekly cycle expires when that is sooner.
  const superviseSeconds = Math.min(60, env.CYCLE_BATCH_EXPIRE_SECONDS);
  const boss = new PgBoss({
    ...database.jobQueueConnection,
    // A queue that opts in (the weekly cycle's batches) wakes every process's workers when jobs
    // arrive. It needs a pg-boss-owned connection: the embedded database answers through the
    // store's own thread, with no LISTEN, and has only one process to wake.
    useListenNotify: 'connectionString' in database.jobQueueConnection,
    schema: 'pgboss',
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(PURGE_EXPIRED);
  await boss.work(PURGE_EXPIRED, async () => {
    const purged = await purgeExpired(database.db, clock.now(), env.RATE_LIMIT_WINDOW_SECONDS);
    log.info({ purged }, 'purged expired sessions, reset tokens and rate-limit windows');
  });
  await boss.schedule(PURGE_EXPIRED, '17 * * * *', null, { tz: env.STORE_TIMEZONE });
  if (cycle) await startCycleJobs(boss, cycle, env);
  log.info('the job queue is working: schedules and workers started');
  return boss;
}
