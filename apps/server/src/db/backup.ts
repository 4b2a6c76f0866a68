/**
 * `npm run db:backup` and `npm run db:restore`: the store's database to one file and back. A
 * PostgreSQL server is copied by its own programs (pg_dump's custom format; pg_restore's script
 * run by psql in one transaction); the embedded database is PGlite's own tarball of its data
 * directory (`dumpDataDir`, loaded back with `loadDataDir`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tar from 'tar';
import {
  currentSystem,
  POSTGRES_CLIENT_PROGRAMS,
  postgresBinDir,
} from '../../../../scripts/system-requirements.mjs';
import { embeddedDatabaseOwner } from '../embedded-owner.ts';
import type { Env } from '../env.ts';
import { openDatabase, queryRows, type Db, type DbOrTx } from './client.ts';

/** Why a backup or a restore cannot go on, in one line for the operator. */
export class BackupRefused extends Error {}

/** Which database a backup file is of: pg_dump's archive of a server, or PGlite's tarball. */
export type BackupKind = 'postgres' | 'pglite';

/**
 * Every table of the database (the store's, drizzle's migrations, pg-boss's queue) and its rows,
 * by qualified name. Partitions are counted, not the tables they partition, so no row counts twice.
 */
export async function tableRowCounts(db: DbOrTx): Promise<Map<string, number>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`SELECT n.nspname AS schema, c.relname AS name
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE c.relkind = 'r' AND n.nspname <> 'information_schema' AND n.nspname !~ '^pg_'
         ORDER BY 1, 2`,
  );
  if (tables.length === 0) return new Map();
  const counts = await queryRows<{ name: string; n: string | number }>(
    db,
    sql.join(
      tables.map(
        ({ schema, name }) =>
          sql`SELECT ${`${schema}.${name}`}::text AS name, count(*) AS n
                FROM ${sql.identifier(schema)}.${sql.identifier(name)}`,
      ),
      sql` UNION ALL `,
    ),
  );
  return new Map(counts.map(({ name, n }) => [name, Number(n)]));
}

/** `backups/mealbox-<UTC time>.<dump|tar.gz>`, under the working folder. */
export function defaultBackupFile(kind: BackupKind, now = new Date()): string {
  const time = `${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
  return join('backups', `mealbox-${time}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`);
}

/** Backs the store's database up to `file` (a new one under backups/ by default); what it did. */
export async function backupStore(env: Env, file: string | undefined): Promise<string[]> {
  const target = file ?? defaultBackupFile(env.DATABASE_URL ? 'postgres' : 'pglite');
  // A backup never replaces a file: the one there may be the only good copy.
  if (existsSync(target)) throw new BackupRefused(`${target} already exists: name a new file.`);
  if (env.DATABASE_URL) return backupServer(env.DATABASE_URL, target);
  return backupEmbedded(env.DATA_DIR, target);
}

/** Restores `file` into the store's database, replacing its data only with `force`. */
export async function restoreStore(
  env: Env,
  file: string,
  { force }: { force: boolean },
): Promise<string[]> {
  const kind = await backupKindOf(file);
  if (kind === 'postgres' && !env.DATABASE_URL) {
    throw new BackupRefused(
      `${file} is a PostgreSQL server's backup (pg_dump): set DATABASE_URL to the server to restore it to.`,
    );
  }
  if (kind === 'pglite' && env.DATABASE_URL) {
    throw new BackupRefused(
      `${file} is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.`,
    );
  }
  if (env.DATABASE_URL) return restoreServer(env.DATABASE_URL, file, force);
  return restoreEmbedded(env.DATA_DIR, file, force);
}

/** Which database `file` is a backup of; refused when it is missing or neither. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  let head: Buffer;
  try {
    const handle = await open(file);
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupRefused(`There is no backup file ${file}.`);
    if (code === 'EISDIR') throw new BackupRefused(`${file} is a folder, not a backup file.`);
    throw new BackupRefused(`${file} cannot be read: ${messageOf(error)}`);
  }
  // pg_dump's custom format begins with its own name.
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  // PGlite's loader stops its whole thread on a gzip that holds no tar, so the tarball is
  // read through before PGlite sees it.
  if (await holdsDataDirectory(file)) return 'pglite';
  throw new BackupRefused(
    `${file} is not a backup of the store: neither pg_dump's custom format nor PGlite's dump of a data directory.`,
  );
}

async function holdsDataDirectory(file: string): Promise<boolean> {
  let found = false;
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path.replace(/^\/+/, '') === 'PG_VERSION') found = true;
      },
    });
  } catch {
    return false;
  }
  return found;
}

// --- A PostgreSQL server --------------------------------------------------------------------

async function backupServer(url: string, file: string): Promise<string[]> {
  const programs = clientPrograms();
  const client = await connect(url);
  try {
    // pg_dump copies the snapshot the rows were counted in: the counts are the file's, however
    // busy the store is meanwhile.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const exported = await client.query<{ snapshot: string }>(
      'SELECT pg_export_snapshot() AS snapshot',
    );
    const counts = await tableRowCounts(drizzle(client) as unknown as Db);
    await mkdir(dirname(resolve(file)), { recursive: true });
    const { dbname, env } = toolConnection(url);
    try {
      await succeeded(
        spawn(
          join(programs, 'pg_dump'),
          [
            '--format=custom',
            `--snapshot=${exported.rows[0]?.snapshot}`,
            `--file=${file}`,
            `--dbname=${dbname}`,
          ],
          { env, stdio: ['ignore', 'ignore', 'pipe'] },
        ),
        'pg_dump',
      );
    } catch (error) {
      // What a failed pg_dump leaves is no backup, and must not pass for one.
      rmSync(file, { force: true });
      throw error;
    }
    await client.query('COMMIT');
    return [
      `Backed up ${where(url)} to ${file} (${sizeOf(file)}): ${described(counts)}.`,
      'pg_dump copies one snapshot of the database, so the store may keep running during a backup.',
    ];
  } finally {
    await client.end();
  }
}

async function restoreServer(url: string, file: string, force: boolean): Promise<string[]> {
  const programs = clientPrograms();
  const client = await connect(url);
  try {
    const db = drizzle(client) as unknown as Db;
    const before = await tableRowCounts(db);
    if (before.size > 0 && !force) {
      throw new BackupRefused(
        `${where(url)} already has ${before.size} tables: add --force to replace everything in it with the backup.`,
      );
    }
    // --force: every schema but PostgreSQL's own goes, so nothing of the replaced store (a
    // table of a newer migration, say) stays beside the backup's.
    const schemas = force
      ? (
          await client.query<{ name: string }>(
            `SELECT nspname AS name FROM pg_namespace
              WHERE nspname !~ '^pg_' AND nspname <> 'information_schema'`,
          )
        ).rows.map((row) => client.escapeIdentifier(row.name))
      : [];
    const preamble =
      schemas.length > 0
        ? `DROP SCHEMA IF EXISTS ${schemas.join(', ')} CASCADE;\nCREATE SCHEMA public;\n`
        : '';
    await restoreInOneTransaction(programs, url, file, preamble);
    const after = await tableRowCounts(db);
    return [
      `Restored ${file} (${sizeOf(file)}) into ${where(url)}: ${described(after)}` +
        (before.size > 0 ? `, replacing its ${described(before)}.` : '.'),
      'Start the store as usual: it applies any migration newer than the backup.',
    ];
  } finally {
    await client.end();
  }
}

/**
 * pg_restore writes the backup as SQL into psql, in one transaction that is committed only once
 * pg_restore has written all of it: a restore that fails anywhere changes nothing.
 */
async function restoreInOneTransaction(
  programs: string,
  url: string,
  file: string,
  preamble: string,
): Promise<void> {
  const { dbname, env } = toolConnection(url);
  const psql = spawn(
    join(programs, 'psql'),
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  // The backup's owner and grants are the source server's roles, which the target may not have.
  const script = spawn(join(programs, 'pg_restore'), ['--no-owner', '--no-acl', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // psql's exit status says why it stopped reading; writing to it afterwards adds nothing.
  psql.stdin.on('error', () => undefined);
  const loaded = succeeded(psql, 'psql');
  // pg_restore would wait forever on a pipe nobody reads.
  loaded.catch(() => script.kill());
  psql.stdin.write(`BEGIN;\n${preamble}`);
  script.stdout.pipe(psql.stdin, { end: false });
  const written = succeeded(script, 'pg_restore').then(
    () => psql.stdin.end('\nCOMMIT;\n'),
    (error: unknown) => {
      // psql ends without a COMMIT: the server rolls the transaction back.
      psql.stdin.end();
      throw error;
    },
  );
  const [load, write] = await Promise.allSettled([loaded, written]);
  if (load.status === 'rejected') throw load.reason;
  if (write.status === 'rejected') throw write.reason;
}

/** The folder of pg_dump, pg_restore and psql, found as `npm test` finds the server's. */
function clientPrograms(): string {
  const dir = postgresBinDir(currentSystem(), POSTGRES_CLIENT_PROGRAMS);
  if (!dir) {
    throw new BackupRefused(
      `${POSTGRES_CLIENT_PROGRAMS.join(', ')} are missing: install PostgreSQL's client programs (Debian: apt-get install postgresql-client).`,
    );
  }
  return dir;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupRefused(
      `Cannot reach the PostgreSQL server at ${where(url)}: ${messageOf(error)}`,
    );
  }
  return client;
}

/** The server and database of a URL, without its credentials. */
function where(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
}

/** How PostgreSQL's programs reach the server of `url`. */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  // In the environment rather than the command line, which every user of the machine can read.
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: {
      ...process.env,
      ...(password ? { PGPASSWORD: password } : {}),
      PGCONNECT_TIMEOUT: '10',
      // DROP ... CASCADE lists every object it drops; only what went wrong is worth reading.
      PGOPTIONS: '-c client_min_messages=warning',
    },
  };
}

/** Settles when the program exits: refused with its first error line unless it succeeded. */
function succeeded(child: ChildProcess, program: string): Promise<void> {
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    // The first error is the one that explains; a runaway one need not fill the memory.
    if (stderr.length < 64_000) stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error) =>
      reject(new BackupRefused(`${program} cannot run: ${error.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const lines = stderr.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
      const cause = lines.find((line) => /error/i.test(line)) ?? lines.find(Boolean);
      const reason = cause?.replace(new RegExp(`^${program}: (error: )?`), '');
      reject(new BackupRefused(`${program} failed: ${reason ?? `exit ${code ?? signal}`}`));
    });
  });
}

// --- The embedded database ------------------------------------------------------------------

async function backupEmbedded(dataDir: string, file: string): Promise<string[]> {
  embeddedDirectory(dataDir);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupRefused(`There is no embedded database in ${dataDir} (DATA_DIR).`);
  }
  refuseWhileOpen(dataDir);
  const database = openDatabase({ dataDir });
  let counts: Map<string, number>;
  let tarball: Uint8Array;
  try {
    counts = await tableRowCounts(database.db);
    if (!database.dumpDataDir) throw new Error('the embedded database has no dump');
    tarball = await database.dumpDataDir();
  } finally {
    await database.close();
  }
  await mkdir(dirname(resolve(file)), { recursive: true });
  await writeFile(file, tarball, { flag: 'wx' });
  return [
    `Backed up the embedded database in ${dataDir} to ${file} (${sizeOf(file)}): ${described(counts)}.`,
    'The embedded database is backed up only while no store process has it open, so the copy is consistent.',
  ];
}

async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<string[]> {
  embeddedDirectory(dataDir);
  refuseWhileOpen(dataDir);
  const target = resolve(dataDir);
  const holdsData = existsSync(target) && readdirSync(target).length > 0;
  if (holdsData && !force) {
    throw new BackupRefused(
      `${dataDir} (DATA_DIR) already holds a database: add --force to replace it with the backup.`,
    );
  }
  const tarball = await readFile(file);
  await mkdir(dirname(target), { recursive: true });
  // Loaded beside the data directory and swapped in only once it opens: a restore that fails
  // leaves the data directory as it was.
  const staging = mkdtempSync(join(dirname(target), `.${basename(target)}.restoring-`));
  let counts: Map<string, number>;
  try {
    const database = openDatabase({ dataDir: staging, loadDataDir: tarball });
    try {
      counts = await tableRowCounts(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new BackupRefused(
      `${file} cannot be loaded by the embedded database: ${messageOf(error)}`,
    );
  }
  if (existsSync(target)) {
    const replaced = `${staging}.replaced`;
    renameSync(target, replaced);
    renameSync(staging, target);
    rmSync(replaced, { recursive: true, force: true });
  } else {
    renameSync(staging, target);
  }
  return [
    `Restored ${file} (${sizeOf(file)}) into ${dataDir}: ${described(counts)}` +
      (holdsData ? ', replacing the database that was there.' : '.'),
    'Start the store as usual: it applies any migration newer than the backup.',
  ];
}

function embeddedDirectory(dataDir: string): void {
  if (dataDir.startsWith('memory://')) {
    throw new BackupRefused('DATA_DIR is memory://: the embedded database has no files to copy.');
  }
}

/** Only one process may open the embedded database's files, and the store keeps them open. */
function refuseWhileOpen(dataDir: string): void {
  const owner = embeddedDatabaseOwner(dataDir);
  if (owner !== null) {
    throw new BackupRefused(
      `The store (process ${owner}) has the embedded database in ${dataDir} open: stop it first.`,
    );
  }
}

// --- What is said ---------------------------------------------------------------------------

function described(counts: Map<string, number>): string {
  let rows = 0;
  for (const n of counts.values()) rows += n;
  return `${counts.size} tables, ${rows.toLocaleString('en-US')} rows`;
}

function sizeOf(file: string): string {
  const bytes = statSync(file).size;
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.ceil(bytes / 1e3)} kB`;
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim();
}
