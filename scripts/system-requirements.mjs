// What `npm test` needs of the machine beyond node_modules, and what it does when something is
// missing: Chromium (the end-to-end tests and the bundle check) and PostgreSQL's server programs
// (the second integration run, on a throwaway server: scripts/postgres-server.mjs). Run as root on
// Debian, it installs the missing packages itself; anywhere else it says in one line what to
// install, before any check has run. The decisions take the machine as an argument (`system`), so
// they are tested without touching it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromiumPathIn } from './chromium.mjs';

/** Where Debian's postgresql packages put their programs (off the PATH): one folder a version. */
const DEBIAN_POSTGRES_LIB = '/usr/lib/postgresql';

/** The machine as the decisions see it. */
export function currentSystem() {
  return {
    env: process.env,
    isRoot: process.getuid?.() === 0,
    exists: existsSync,
    list: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
  };
}

/** An executable on the PATH, or null. */
function onPath(system, name) {
  const dirs = (system.env.PATH ?? '').split(delimiter).filter(Boolean);
  const dir = dirs.find((d) => system.exists(join(d, name)));
  return dir ? join(dir, name) : null;
}

/** The server programs `npm test`'s throwaway PostgreSQL runs with (scripts/postgres-server.mjs). */
export const POSTGRES_SERVER_PROGRAMS = ['initdb', 'pg_ctl'];
/** The client programs of `npm run db:backup` and `db:restore` on a server (Debian: postgresql-client). */
export const POSTGRES_CLIENT_PROGRAMS = ['pg_dump', 'pg_restore', 'psql'];

/**
 * The folder holding every one of PostgreSQL's `programs` (one version's, never a mix): the
 * PATH's, else Debian's newest version's, or null.
 */
export function postgresBinDir(system, programs = POSTGRES_SERVER_PROGRAMS) {
  const [first, ...others] = programs;
  const found = onPath(system, first);
  if (found && others.every((p) => system.exists(join(found, '..', p)))) return join(found, '..');
  const versions = system
    .list(DEBIAN_POSTGRES_LIB)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(DEBIAN_POSTGRES_LIB, version, 'bin');
    if (programs.every((p) => system.exists(join(bin, p)))) return bin;
  }
  return null;
}

/**
 * What is missing, as the Debian packages that bring it. PostgreSQL is needed only when no server
 * is given (TEST_DATABASE_URL): the run then starts its own.
 */
export function missingPackages(system) {
  const missing = [];
  const browser = chromiumPathIn(system.env);
  if (!system.exists(browser)) missing.push({ what: `Chromium (${browser})`, package: 'chromium' });
  if (!system.env.TEST_DATABASE_URL && !postgresBinDir(system)) {
    missing.push({ what: 'the PostgreSQL server (initdb, pg_ctl)', package: 'postgresql' });
  }
  return missing;
}

/** The one line said when `npm test` cannot go on. */
export function installAdvice(missing) {
  const what = missing.map((m) => m.what).join(' and ');
  const packages = missing.map((m) => m.package).join(' ');
  return (
    `npm test needs ${what}: run \`apt-get install -y ${packages}\` as root ` +
    '(or set CHROMIUM_PATH to a Chromium, TEST_DATABASE_URL to a PostgreSQL server).'
  );
}

/**
 * What to do before the checks: go on, install the missing packages (root with apt-get), or stop
 * with one line saying what to install.
 */
export function setupPlan(system) {
  const missing = missingPackages(system);
  if (missing.length === 0) return { action: 'run' };
  if (system.isRoot && onPath(system, 'apt-get')) {
    return { action: 'install', packages: missing.map((m) => m.package), missing };
  }
  return { action: 'stop', message: installAdvice(missing) };
}

/**
 * Brings the machine to what `npm test` needs, or says what is missing and answers false. Installs
 * with Debian's apt-get (its package lists first: a fresh container has none).
 */
export function ensureSystemRequirements(system = currentSystem()) {
  const plan = setupPlan(system);
  if (plan.action === 'run') return true;
  if (plan.action === 'stop') {
    console.error(plan.message);
    return false;
  }
  console.log(`Installing ${plan.packages.join(' ')} (apt-get, as root)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  const installed = apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...plan.packages]);
  if (!installed || missingPackages(system).length > 0) {
    console.error(installAdvice(plan.missing));
    return false;
  }
  return true;
}
