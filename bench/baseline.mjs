// The baseline of `npm run bench -- --baseline <git ref>`: the server as it was at another commit,
// measured in the same run as the current tree (bench/storefront.mjs interleaves the two); and,
// with `--current <git ref>`, the current side taken from a commit the same way instead of from
// the working tree.
// The commit's files are extracted with `git archive` into a directory of the system's temporary
// folder named after the commit id (no worktree is added to the repository), its own
// package-lock installed there with `npm ci` and its web app built with the same command the
// bench uses for the current tree. That directory is kept as a cache: a rerun against the same
// commit skips the extraction, the install and the build. Delete the directory to start afresh.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** Bumped when what the cache holds changes, so an old cache is not taken for a new one. */
const CACHE_FORMAT = 1;

function git(args) {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

/** The environment of a child npm without what `npm run bench` sets (prefix, workspace, …). */
function cleanEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'),
  );
}

/** Runs a step of the preparation with its output in a log file, shown when it fails. */
function step(label, command, args, cwd, logFile) {
  const started = performance.now();
  const fd = openSync(logFile, 'a');
  try {
    writeFileSync(fd, `\n$ ${command} ${args.join(' ')}  (in ${cwd})\n`);
    const run = spawnSync(command, args, { cwd, env: cleanEnv(), stdio: ['ignore', fd, fd] });
    if (run.status !== 0) {
      const log = readFileSync(logFile, 'utf8');
      throw new Error(`${label} failed (exit ${run.status}):\n${log.slice(-4000)}`);
    }
  } finally {
    closeSync(fd);
  }
  return (performance.now() - started) / 1000;
}

/** What the bench reports about a commit: its id, short id, subject and date. */
export function describeCommit(ref) {
  const commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const [short, date, ...subject] = git(['show', '-s', '--format=%h%n%cI%n%s', commit]).split('\n');
  return { ref, commit, short, date, subject: subject.join(' ') };
}

/**
 * The current tree: HEAD's commit and how many files under the measured paths differ from it
 * (the bench measures the working tree, uncommitted changes included).
 */
export function describeCurrent() {
  const head = describeCommit('HEAD');
  const status = git([
    'status',
    '--porcelain',
    '--',
    'apps',
    'packages',
    'scripts',
    'package.json',
    'package-lock.json',
  ]);
  const changed = status ? status.split('\n').map((line) => line.slice(3)) : [];
  return { ...head, uncommittedFiles: changed };
}

/**
 * A checkout of `ref` with its dependencies installed and its web app built, cached by commit id
 * in the temporary folder; returns its directory and how it was made. `role` names it in messages.
 */
export function prepareCommit(ref, role = 'baseline') {
  let described;
  try {
    described = describeCommit(ref);
  } catch (error) {
    throw new Error(`--${role} ${ref} names no commit of this repository (${error.message})`);
  }
  const name = `${role[0].toUpperCase()}${role.slice(1)} ${described.short}`;
  const cache = join(os.tmpdir(), `mealbox-bench-commit-${described.commit}`);
  const dir = join(cache, 'checkout');
  const readyFile = join(cache, 'ready.json');
  if (existsSync(readyFile)) {
    const ready = JSON.parse(readFileSync(readyFile, 'utf8'));
    if (ready.format === CACHE_FORMAT && existsSync(join(dir, 'apps/web/dist/index.html'))) {
      console.log(`${name}: using the prepared copy in ${cache}`);
      return { ...described, dir, cache, cached: true, ...ready.seconds };
    }
  }
  // A half-made cache (an interrupted run): start again.
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const log = join(cache, 'prepare.log');
  console.log(
    `${name} (${described.subject.slice(0, 60)}): extracting, installing and` +
      ` building it in ${cache} (a minute or two; kept for later runs, log in prepare.log)…`,
  );
  try {
    const archive = join(cache, 'source.tar');
    git(['archive', '--format=tar', '-o', archive, described.commit]);
    step('tar', 'tar', ['-xf', archive, '-C', dir], dir, log);
    rmSync(archive);
    const seconds = {
      installSeconds: step(
        'npm ci',
        'npm',
        ['ci', '--no-audit', '--no-fund', '--loglevel=error'],
        dir,
        log,
      ),
      // The command of scripts/web-build.mjs (buildWebApp), which builds the current tree.
      buildSeconds: step('the web build', 'npm', ['run', 'build', '-w', '@mealbox/web'], dir, log),
    };
    writeFileSync(
      readyFile,
      `${JSON.stringify({ format: CACHE_FORMAT, ...described, seconds, preparedAt: new Date().toISOString() }, null, 2)}\n`,
    );
    console.log(
      `${name} ready: npm ci ${seconds.installSeconds.toFixed(0)} s,` +
        ` web build ${seconds.buildSeconds.toFixed(0)} s.`,
    );
    return { ...described, dir, cache, cached: false, ...seconds };
  } catch (error) {
    rmSync(cache, { recursive: true, force: true });
    throw error;
  }
}
