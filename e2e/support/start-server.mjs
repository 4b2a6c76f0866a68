/**
 * The command Playwright's `webServer` runs: a fresh data directory and mail folder, the real
 * SMTP receiver, then the Mealbox server (`node --import tsx apps/server/src/server.ts`, with the
 * Node options of every store process) as a child process. Everything lives and dies with this process, so no step depends on the order in
 * which Playwright runs `webServer` and `globalSetup`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORE_NODE_OPTIONS } from '../../scripts/store-process.mjs';
import { startSentryReceiver } from './sentry-receiver.mjs';
import { startSmtpReceiver } from './smtp-receiver.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// A run on its own port (E2E_PORT) keeps its own folders: two runs in one tree never wipe each
// other's database or mail (e2e/support/mail.ts and errors.ts read the same names).
const run = process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : '';
const dataRoot = join(root, 'e2e', `.data${run}`);
const mailDir = join(root, 'e2e', `.mail${run}`);
const sentryDir = join(root, 'e2e', `.sentry${run}`);
// The server's output: kept after the run (own servers' too), for npm test's check that no card
// data reached a log (apps/server/after-e2e/pan-never.test.ts). The shared server's run starts by
// clearing every run's logs.
const logDir = join(root, 'e2e', `.logs${run}`);

const smtpUrl = new URL(process.env.SMTP_URL ?? 'smtp://127.0.0.1:2526');
const smtpPort = Number(smtpUrl.port || 25);

rmSync(dataRoot, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
rmSync(sentryDir, { recursive: true, force: true });
const e2eDir = join(root, 'e2e');
for (const name of readdirSync(e2eDir)) {
  if (name === `.logs${run}` || (!run && name.startsWith('.logs-')))
    rmSync(join(e2eDir, name), { recursive: true, force: true });
}
mkdirSync(logDir, { recursive: true });
const log = createWriteStream(join(logDir, 'server.log'));
const dataDir = join(dataRoot, `run-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
mkdirSync(mailDir, { recursive: true });

const smtp = await startSmtpReceiver({ port: smtpPort, host: smtpUrl.hostname, mailDir });
const sentryUrl = new URL(process.env.SENTRY_DSN || 'http://e2e@127.0.0.1:2527/1');
const sentry = await startSentryReceiver({
  port: Number(sentryUrl.port),
  host: sentryUrl.hostname,
  dir: sentryDir,
});

const child = spawn(
  process.execPath,
  [...STORE_NODE_OPTIONS, '--import', 'tsx', 'apps/server/src/server.ts'],
  {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
child.stdout.pipe(log, { end: false });
child.stderr.pipe(log, { end: false });
child.stdout.pipe(process.stdout);
child.stderr.pipe(process.stderr);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([smtp.close(), sentry.close()]);
  process.exit(code);
}

child.on('exit', (code, signal) => {
  void stop(code ?? (signal ? 1 : 0));
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The server stops gracefully on its own signal; the receiver closes once it has gone.
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    setTimeout(() => void stop(0), 5000).unref();
  });
}
