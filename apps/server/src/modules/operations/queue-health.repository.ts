import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { QueueHealth } from '@mealbox/contracts';
import { queryBuiltJson, type DbOrTx } from '../../db/client.ts';

/**
 * Every queue of the job queue (pg-boss, in the `pgboss` schema of the store's database, see
 * jobs/job-queue.ts) with its jobs counted by state, read from its job table itself: pg-boss's
 * own queue counts are a cache its monitor refreshes, and they do not tell retries from new
 * jobs. pg-boss's internal queues (`__pgboss__…`, e.g. the one that sends scheduled jobs) are
 * left out. A database where the queue has never started has no such schema: then no queue.
 */
export async function readQueueHealth(db: DbOrTx): Promise<QueueHealth[]> {
  const installed = await queryBuiltJson<boolean>(
    db,
    sql`SELECT to_json(to_regclass('pgboss.queue') IS NOT NULL
                       AND to_regclass('pgboss.job') IS NOT NULL)`,
  );
  if (!installed) return [];
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object(
              'name', q.name,
              'queued', COALESCE(j.queued, 0), 'active', COALESCE(j.active, 0),
              'retrying', COALESCE(j.retrying, 0), 'failed', COALESCE(j.failed, 0),
              'completed', COALESCE(j.completed, 0)) ORDER BY q.name), '[]'::json)
          FROM pgboss.queue q
          LEFT JOIN (SELECT name,
                            count(*) FILTER (WHERE state = 'created')::integer AS queued,
                            count(*) FILTER (WHERE state = 'active')::integer AS active,
                            count(*) FILTER (WHERE state = 'retry')::integer AS retrying,
                            count(*) FILTER (WHERE state = 'failed')::integer AS failed,
                            count(*) FILTER (WHERE state = 'completed')::integer AS completed
                       FROM pgboss.job GROUP BY name) j ON j.name = q.name
         WHERE q.name NOT LIKE '\_\_pgboss\_\_%'`,
  );
  return z.array(QueueHealth).parse(rows ?? []);
}
