// A throwaway PostgreSQL server for the second integration run of `npm test`: a fresh cluster in
// a temporary folder, on a free loopback port, trusting local connections, without fsync (its
// data dies with the run). PostgreSQL refuses to run as root: as root the cluster belongs to the
// postgres user (Debian's package creates it).
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The postgres user's uid and gid, or null. */
function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts the server with the programs in `binDir` (initdb, pg_ctl). Answers its URL and a stop
 * that also deletes its folder; throws, with PostgreSQL's own words, when it cannot start.
 */
export async function startPostgres(binDir, { isRoot = process.getuid?.() === 0 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mealbox-test-pg-'));
  const data = join(dir, 'data');
  let asUser = [];
  if (isRoot) {
    const owner = postgresUser();
    if (!owner) throw new Error('PostgreSQL will not run as root, and there is no postgres user');
    chownSync(dir, owner.uid, owner.gid);
    asUser = ['runuser', '-u', 'postgres', '--'];
  }
  const run = (program, args) => {
    const [command, ...rest] = [...asUser, join(binDir, program), ...args];
    const result = spawnSync(command, rest, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off`;
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
