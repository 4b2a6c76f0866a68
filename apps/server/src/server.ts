import { buildApp } from './app.ts';
import { prepareDatabase } from './db/prepare.ts';
import { claimEmbeddedDatabase } from './embedded-owner.ts';
import { loadEnv } from './env.ts';
import { startJobQueue } from './jobs/job-queue.ts';

const env = loadEnv();
const app = await buildApp({ env });
await prepareDatabase(app.services.database, {
  seedWhenEmpty: true,
  log: app.log,
  env,
  clock: app.services.clock,
});
app.services.mailer.start();
await app.listen({ host: env.HOST, port: env.PORT });
const releaseEmbedded =
  env.DATABASE_URL || env.DATA_DIR.startsWith('memory://')
    ? () => {}
    : claimEmbeddedDatabase(env.DATA_DIR);
// After listening: the store answers while the queue sets itself up.
const jobs = await startJobQueue(
  app.services.database,
  env,
  app.log,
  app.services.clock,
  app.services.cycle,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Jobs finish first, then in-flight requests; the database closes last (app onClose).
    jobs
      .stop({ graceful: true, timeout: 10_000 })
      .then(() => app.close())
      .then(() => {
        releaseEmbedded();
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
