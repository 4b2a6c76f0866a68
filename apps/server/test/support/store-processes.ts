import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the store's processes run from. */
const root = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * A TypeScript entry of the store (the first of `args`, then its arguments) run as a child process
 * of the test, with the test's environment, warnings only, and `env` over them.
 */
export function spawnStoreEntry(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the child's exit code (null when a signal ended it), at once if it has ended. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A line of a server's log (pino's JSON): its message and fields. */
export type LogLine = { msg?: string } & Record<string, unknown>;

/** A store server (`apps/server/src/server.ts`) running as a child process of the test. */
export interface ServerProcess {
  /** Where it listens: `http://127.0.0.1:<port>`. */
  url: string;
  child: ChildProcess;
  /** Every line it has logged so far, in order. */
  logs: LogLine[];
  /** Stops it as an operator does (SIGTERM), killing it after 10 s; at once if it has ended. */
  stop(): Promise<void>;
}

/**
 * Starts a store server on a free loopback port with the test's environment and `env` over it
 * (its database, clock, secret...), logging at info level; resolves once it listens and its job
 * queue works, or rejects with what it wrote on stderr when it ends or takes longer than
 * `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 60_000 } = {},
): Promise<ServerProcess> {
  const child = spawnStoreEntry(['apps/server/src/server.ts'], {
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...env,
  });
  const logs: LogLine[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(killed);
  };
  const url = await new Promise<string>((resolve, reject) => {
    let listening: string | undefined;
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`the server ${why}: ${stderr}`));
    };
    const timer = setTimeout(() => fail(`was not ready within ${timeoutMs} ms`), timeoutMs);
    child.once('exit', (code) => fail(`exited with ${code}`));
    createInterface({ input: child.stdout! }).on('line', (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        return;
      }
      logs.push(line);
      listening ??= /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(line.msg ?? '')?.[1];
      if (listening && line.msg?.startsWith('the job queue is working')) {
        clearTimeout(timer);
        resolve(listening);
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, child, logs, stop };
}
