import { buildApp } from './app.ts';
import { prepareDatabase } from './db/prepare.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
const app = await buildApp({ env });
await prepareDatabase(app.services.database, { seedWhenEmpty: true, log: app.log, env });
app.services.mailer.start();
await app.listen({ host: env.HOST, port: env.PORT });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; new connections are refused.
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
