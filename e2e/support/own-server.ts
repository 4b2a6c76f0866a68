import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { mailDirOf } from './mail';

/** The repository root, where start-server.mjs runs the server from. */
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface OwnServer {
  url: string;
  /** Where its SMTP receiver writes the mails it sends (waitForMail's `dir`). */
  mailDir: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now, from the system. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function healthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} was not healthy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A server of its own for a spec that needs the store's clock somewhere else than the shared
 * server's (STORE_CLOCK): start-server.mjs on free ports with the shared server's settings
 * (`baseEnv`, the config's webServer env), its own data and mail folders, removed by `stop`.
 */
export async function startOwnServer(
  baseEnv: Record<string, string>,
  env: Record<string, string>,
  { timeoutMs = 90_000 } = {},
): Promise<OwnServer> {
  const [port, smtpPort, sentryPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['e2e/support/start-server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...baseEnv,
      ...env,
      // start-server.mjs names its data, mail and error folders after E2E_PORT.
      E2E_PORT: String(port),
      PORT: String(port),
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SENTRY_DSN: `http://e2epublickey@127.0.0.1:${sentryPort}/1`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    await Promise.all(
      ['.data', '.mail', '.sentry'].map((folder) =>
        rm(fileURLToPath(new URL(`../${folder}-${port}`, import.meta.url)), {
          recursive: true,
          force: true,
        }),
      ),
    );
  };
  try {
    await healthy(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, mailDir: mailDirOf(String(port)), stop };
}
