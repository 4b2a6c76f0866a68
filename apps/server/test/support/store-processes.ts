import { spawn, type ChildProcess } from 'node:child_process';
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
