// How a store process is started (`npm start`'s server, `npm run cycle`), and the benchmarks that
// measure them start theirs the same way.
import { spawn } from 'node:child_process';

/**
 * The Node options of every store process: a heap budget. Without one, V8 lets a busy process's
 * heap grow to several times what it holds before collecting it: the weekly lock of 100,000
 * subscriptions holds about 100 MB but reached 540 MB resident, and 290 MB with this budget at
 * the same speed (docs/benchmarks.md, issue 12). A server shares its host's memory with others.
 */
export const STORE_NODE_OPTIONS = ['--max-old-space-size=384'];

/** Runs a TypeScript entry of the server as a store process, passing signals and its exit on. */
export function runStoreProcess(root, entry, args = []) {
  const child = spawn(
    process.execPath,
    [...STORE_NODE_OPTIONS, '--import', 'tsx', entry, ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}
