/**
 * A second server process's share of a run, for the weekly cycle's fault tests: it works every
 * batch of the run that had not ended when it started, as a job worker would after the queue
 * handed them out twice. Env: DATABASE_URL, STORE_CLOCK, RUN_ID.
 */
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/env.ts';
import { unfinishedBatches } from '../../src/modules/weekly-cycle/cycle-runs.repository.ts';
import { runBatch } from '../../src/modules/weekly-cycle/run-cycle.ts';

const runId = Number(process.env.RUN_ID);
const env = loadEnv({ ...process.env, LOG_LEVEL: 'warn' });
const app = await buildApp({ env, logger: false });
try {
  const { services } = app.services.cycle;
  for (const batch of await unfinishedBatches(services.db, runId)) {
    await runBatch(services, { runId, ...batch });
  }
} finally {
  await app.close();
}
