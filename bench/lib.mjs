// Helpers shared by the benchmarks of bench/run.mjs (issue 2), bench/storefront.mjs (issue 3),
// bench/account.mjs (issue 11), bench/weekly-cycle.mjs (issue 12), bench/admin-lists.mjs (issue 13)
// and bench/admin-reports.mjs (issue 14; the admin store's seeding and serving are admin-lists').
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const docsFile = join(root, 'docs/benchmarks.md');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length !== values.length || sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The server's environment: production mode, as deployed, on a fresh PGlite data directory. */
export function serverEnv(port, dataDir, databaseUrl = '') {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
    // The bench signs in repeatedly across runs; the per-account limit would lock it out.
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
    // Empty values count as unset (env.ts): PGlite, no Sentry, no SMTP, the default web build.
    DATABASE_URL: databaseUrl,
    SENTRY_DSN: '',
    SMTP_URL: '',
    WEB_DIST: '',
    CHANNEL_OVERRIDE: '',
  };
}

const live = new Set();

/** Starts a process in its own process group so the whole tree can be stopped. */
export function startProcess(command, argv, { cwd, env }) {
  const child = spawn(command, argv, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    // Vite's last line: when `npm start` had to build, this is when the build was done.
    if (handle.buildDoneAt === null && output.includes('built in'))
      handle.buildDoneAt = performance.now();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const handle = { child, exited, output: () => output, exitedEarly: null, buildDoneAt: null };
  void exited.then((status) => (handle.exitedEarly = status));
  live.add(handle);
  return handle;
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the process group, SIGKILL after 5 s, and wait until no member is left. */
export async function stopTree(handle) {
  const { pid } = handle.child;
  live.delete(handle);
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (groupAlive(pid)) {
    process.kill(-pid, 'SIGKILL');
    while (groupAlive(pid)) await sleep(50);
  }
}

export function stopAllNow() {
  for (const handle of live) {
    try {
      process.kill(-handle.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Asynchronous clean-ups (throwaway databases) also run when the bench is interrupted. */
const cleanups = new Set();

/** Registers a clean-up; returns a function that runs it once and unregisters it. */
export function cleanupLater(fn) {
  let done = null;
  const run = () => {
    cleanups.delete(run);
    done ??= Promise.resolve().then(fn);
    return done;
  };
  cleanups.add(run);
  return run;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAllNow();
    const pending = Promise.allSettled([...cleanups].map((run) => run()));
    void Promise.race([pending, sleep(5_000)]).then(() => process.exit(130));
  });
}

/** Polls GET /api/health until it answers 200; resolves with the time it first did. */
export async function waitForHealth(base, handle, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (handle.exitedEarly) {
      throw new Error(
        `the server exited (${JSON.stringify(handle.exitedEarly)}):\n${handle.output()}`,
      );
    }
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now();
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`no healthy answer within ${timeoutMs} ms:\n${handle.output()}`);
}

export function tempDir(prefix) {
  return mkdtempSync(join(os.tmpdir(), `mealbox-bench-${prefix}-`));
}

export function cookieFrom(response, name) {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === name) return `${name}=${pair.slice(at + 1)}`;
  }
  return null;
}

/** The seeded demo admin (every permission). */
export const DEMO_ADMIN = { email: 'admin@mealbox.test', password: 'admin-demo-pass' };

/** Signs `credentials` in through the API as the web app does; answers the session cookie. */
export async function signIn(base, credentials = DEMO_ADMIN) {
  const me = await fetch(`${base}/api/auth/me`);
  const cookie = cookieFrom(me, 'sid');
  const { csrfToken } = await me.json();
  if (!cookie || !csrfToken)
    throw new Error('GET /api/auth/me gave no session cookie or csrfToken');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': csrfToken,
    },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200)
    throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  await login.arrayBuffer();
  const signedIn = cookieFrom(login, 'sid');
  if (!signedIn) throw new Error('the sign-in did not set a session cookie');
  return signedIn;
}

export function createLoadGenerator() {
  const child = fork(join(import.meta.dirname, 'load.mjs'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const run = (job) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`the load generator exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        if (message.ok) resolve(message.result);
        else reject(new Error(message.error));
      });
      child.send(job);
    });
  return { run, close: () => child.connected && child.disconnect() };
}

export const fmt = (n, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '—';
export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const verdict = (pass) => (pass ? 'pass' : '**FAIL**');
/** A database's kind as tables and logs name it, and as the headings of docs/benchmarks.md do. */
export const DATABASE_LABELS = { pglite: 'PGlite', postgres: 'PostgreSQL' };
export const DATABASE_NAMES = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' };

/** Prints rows of cells as a console table: the first column to the left, the others to the right. */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log('');
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
  }
}

/**
 * A section's first lines in docs/benchmarks.md: when and on what machine it ran, how long, and
 * whether it passed; then, when the machine was busy (its 1-minute load average above its CPUs at
 * the start or the end), a warning that ends with `whenBusy` (what holds and what is inflated).
 */
export function runSummaryLines(report, { elapsedSeconds, pass, whenBusy }) {
  const m = report.machine;
  const lines = [
    `Last run: ${report.date} · ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB · Node ${m.node} · ${m.platform}` +
      ` · load average (1/5/15 min) ${m.loadAverageAtStart.join(' / ')} at start, ${m.loadAverageAtEnd.join(' / ')} at end` +
      ` · ${elapsedSeconds} s · overall: ${pass ? 'pass' : '**FAIL**'}`,
    '',
  ];
  if (Math.max(m.loadAverageAtStart[0], m.loadAverageAtEnd[0]) > m.cpus) {
    lines.push(
      `> The machine was busy with other work during this run (1-minute load average above its` +
        ` ${m.cpus} CPUs): ${whenBusy}`,
      '',
    );
  }
  return lines;
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: os.availableParallelism(),
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/**
 * Rewrites the section between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` of
 * docs/benchmarks.md (appended when missing), then formats the file with Prettier.
 */
export async function updateDocs(section, name = 'issue-2') {
  const SECTION_START = `<!-- bench:${name}:start -->`;
  const SECTION_END = `<!-- bench:${name}:end -->`;
  let text = existsSync(docsFile)
    ? readFileSync(docsFile, 'utf8')
    : '# Benchmarks\n\nRun `npm run bench` from the repository root.\n';
  const block = `${SECTION_START}\n\n${section}\n${SECTION_END}`;
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  text =
    start >= 0 && end > start
      ? text.slice(0, start) + block + text.slice(end + SECTION_END.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  try {
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(docsFile)) ?? {};
    text = await prettier.format(text, { ...config, filepath: docsFile });
  } catch (error) {
    console.warn(`prettier could not format ${docsFile}: ${error.message}`);
  }
  writeFileSync(docsFile, text);
}

/** node-postgres as the server resolves it (the bench package has no database driver of its own). */
function serverPg() {
  return createRequire(join(root, 'apps/server/package.json'))('pg');
}

/** The PostgreSQL URL of the run: --database-url, else BENCH_DATABASE_URL; '' without one. */
export function postgresServerUrl(flag) {
  return flag || process.env.BENCH_DATABASE_URL || '';
}

/**
 * A fresh database on the PostgreSQL server at `serverUrl` (its role needs CREATEDB), as the
 * integration tests make theirs; `drop()` removes it, also when the bench is interrupted.
 */
export async function createThrowawayDatabase(serverUrl) {
  const pg = serverPg();
  const name = `mealbox_bench_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = cleanupLater(async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists ${name} with (force)`);
    } finally {
      await cleanup.end();
    }
  });
  return { name, url: url.toString(), drop };
}

/**
 * A fresh store database for one measurement: a throwaway database on the PostgreSQL server at
 * `postgresUrl`, else (no URL) PGlite in a fresh data dir. A server gets `url` and `dataDir`
 * (serverEnv), a script of the checkout `where`; `drop()` removes it.
 */
export async function openBenchDatabase(postgresUrl, prefix) {
  const throwaway = postgresUrl ? await createThrowawayDatabase(postgresUrl) : null;
  const dataDir = tempDir(prefix);
  return {
    kind: throwaway ? 'postgres' : 'pglite',
    url: throwaway?.url ?? '',
    dataDir,
    where: throwaway ? { url: throwaway.url } : { dataDir },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await throwaway?.drop();
    },
  };
}
