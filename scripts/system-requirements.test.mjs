import { describe, expect, it } from 'vitest';
import {
  installAdvice,
  POSTGRES_CLIENT_PROGRAMS,
  postgresBinDir,
  setupPlan,
} from './system-requirements.mjs';

const DEBIAN_PG = '/usr/lib/postgresql';

/** A machine with these files, these folders' entries, this environment. */
function machine({ files = [], dirs = {}, env = {}, isRoot = false } = {}) {
  const present = new Set(files);
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    isRoot,
    exists: (path) => present.has(path),
    list: (dir) => dirs[dir] ?? [],
  };
}

const chromium = '/usr/bin/chromium';
const aptGet = '/usr/bin/apt-get';
const debianPostgres = (version) => ({
  files: [`${DEBIAN_PG}/${version}/bin/initdb`, `${DEBIAN_PG}/${version}/bin/pg_ctl`],
  dirs: { [DEBIAN_PG]: [version] },
});

describe('what npm test needs of the machine', () => {
  it('runs at once when Chromium and the PostgreSQL server programs are there', () => {
    const pg = debianPostgres('15');
    expect(setupPlan(machine({ files: [chromium, ...pg.files], dirs: pg.dirs }))).toEqual({
      action: 'run',
    });
  });

  it('finds PostgreSQL off the PATH in Debian’s folder, the newest version first', () => {
    const system = machine({
      files: [
        ...debianPostgres('9.6').files,
        ...debianPostgres('15').files,
        `${DEBIAN_PG}/16/bin/initdb`,
      ],
      dirs: { [DEBIAN_PG]: ['9.6', '16', '15', 'README'] },
    });
    // 16 lacks pg_ctl: not a usable server.
    expect(postgresBinDir(system)).toBe(`${DEBIAN_PG}/15/bin`);
  });

  it('finds PostgreSQL on the PATH when both programs are there', () => {
    const system = machine({ files: ['/usr/local/bin/initdb', '/usr/local/bin/pg_ctl'] });
    expect(postgresBinDir(system)).toBe('/usr/local/bin');
    expect(postgresBinDir(machine({ files: ['/usr/local/bin/initdb'] }))).toBeNull();
  });

  it('finds the client programs of a backup the same way, all of one version', () => {
    const client = (version) =>
      POSTGRES_CLIENT_PROGRAMS.map((p) => `${DEBIAN_PG}/${version}/bin/${p}`);
    const system = machine({
      files: [...client('15'), `${DEBIAN_PG}/16/bin/pg_dump`],
      dirs: { [DEBIAN_PG]: ['15', '16'] },
    });
    expect(postgresBinDir(system, POSTGRES_CLIENT_PROGRAMS)).toBe(`${DEBIAN_PG}/15/bin`);
    // The client alone is no server for npm test's throwaway PostgreSQL.
    expect(postgresBinDir(system)).toBeNull();
  });

  it('as root with apt-get, installs what is missing: chromium, postgresql or both', () => {
    const pg = debianPostgres('15');
    expect(
      setupPlan(machine({ isRoot: true, files: [aptGet, ...pg.files], dirs: pg.dirs })),
    ).toMatchObject({ action: 'install', packages: ['chromium'] });
    expect(setupPlan(machine({ isRoot: true, files: [aptGet, chromium] }))).toMatchObject({
      action: 'install',
      packages: ['postgresql'],
    });
    expect(setupPlan(machine({ isRoot: true, files: [aptGet] }))).toMatchObject({
      action: 'install',
      packages: ['chromium', 'postgresql'],
    });
  });

  it('otherwise stops, saying in one line what to install', () => {
    for (const system of [
      machine({ files: [aptGet] }), // not root
      machine({ isRoot: true }), // root, but no apt-get
    ]) {
      const plan = setupPlan(system);
      expect(plan.action).toBe('stop');
      expect(plan.message).not.toContain('\n');
      expect(plan.message).toContain('apt-get install -y chromium postgresql');
      expect(plan.message).toMatch(
        /^npm test needs Chromium \(\/usr\/bin\/chromium\) and the PostgreSQL server/,
      );
    }
    expect(setupPlan(machine({ files: [chromium] })).message).toContain(
      '`apt-get install -y postgresql`',
    );
  });

  it('needs no PostgreSQL programs when TEST_DATABASE_URL names a server', () => {
    const system = machine({ files: [chromium], env: { TEST_DATABASE_URL: 'postgres://db/test' } });
    expect(setupPlan(system)).toEqual({ action: 'run' });
    // Empty counts as unset.
    expect(setupPlan(machine({ files: [chromium], env: { TEST_DATABASE_URL: '' } })).action).toBe(
      'stop',
    );
  });

  it('looks for the Chromium CHROMIUM_PATH names', () => {
    const pg = debianPostgres('15');
    const system = (files) =>
      machine({
        files: [...files, ...pg.files],
        dirs: pg.dirs,
        env: { CHROMIUM_PATH: '/opt/chrome' },
      });
    expect(setupPlan(system(['/opt/chrome'])).action).toBe('run');
    expect(setupPlan(system([chromium])).message).toContain('Chromium (/opt/chrome)');
  });

  it('names each missing thing once in its advice', () => {
    expect(installAdvice([{ what: 'Chromium (/usr/bin/chromium)', package: 'chromium' }])).toBe(
      'npm test needs Chromium (/usr/bin/chromium): run `apt-get install -y chromium` as root ' +
        '(or set CHROMIUM_PATH to a Chromium, TEST_DATABASE_URL to a PostgreSQL server).',
    );
  });
});
