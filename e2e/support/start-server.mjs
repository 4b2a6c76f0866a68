/**
 * The command Playwright's `webServer` runs: a fresh data directory and mail folder, the real
 * SMTP receiver, then the Mealbox server (`node --import tsx apps/server/src/server.ts`) as a
 * child process. Everything lives and dies with this process, so no step depends on the order in
 * which Playwright runs `webServer` and `globalSetup`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpReceiver } from './smtp-receiver.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataRoot = join(root, 'e2e', '.data');
const mailDir = join(root, 'e2e', '.mail');

const smtpUrl = new URL(process.env.SMTP_URL ?? 'smtp://127.0.0.1:2526');
const smtpPort = Number(smtpUrl.port || 25);

rmSync(dataRoot, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
const dataDir = join(dataRoot, `run-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
mkdirSync(mailDir, { recursive: true });

const smtp = await startSmtpReceiver({ port: smtpPort, host: smtpUrl.hostname, mailDir });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await smtp.close();
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
