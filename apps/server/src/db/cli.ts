import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../env.ts';
import { BackupRefused, backupStore, restoreStore } from './backup.ts';
import { openDatabase, type Database } from './client.ts';
import { printDemoLogins } from './seed-data/demo-logins.ts';

const usage = {
  backup: 'usage: npm run db:backup [-- <file>]  (default: a new file under backups/)',
  restore:
    'usage: npm run db:restore -- <file> [--force]  (--force replaces a database that has data)',
  other: 'usage: cli.ts migrate|seed|reset|backup|restore',
};

const [command, ...args] = process.argv.slice(2);
const env = loadEnv();

async function withDatabase(run: (database: Database) => Promise<void>): Promise<void> {
  const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

/** The demo data's modules take a while to load, and a backup or a restore needs none of them. */
const seedModule = () => import('./seed.ts');

/** A file, and --force for a restore; null when the arguments are anything else. */
function fileArguments(): { file: string | undefined; force: boolean } | null {
  try {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      options: command === 'restore' ? { force: { type: 'boolean' } } : {},
    });
    if (positionals.length > 1) return null;
    return { file: positionals[0], force: values.force === true };
  } catch {
    return null;
  }
}

/** Prints what a backup or a restore did, or the one line saying why it could not. */
async function report(work: () => Promise<string[]>): Promise<void> {
  try {
    for (const line of await work()) console.log(line);
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

function refuseUsage(which: keyof typeof usage): void {
  console.error(usage[which]);
  process.exitCode = 2;
}

switch (command) {
  case 'migrate':
    await withDatabase(async (database) => {
      await database.migrate();
      console.log('Migrations applied.');
    });
    break;
  case 'seed':
    await withDatabase(async (database) => {
      const { isEmpty, seedDemoData } = await seedModule();
      await database.migrate();
      if (!(await isEmpty(database.db))) {
        console.log('The database already has data; `npm run db:reset` starts over.');
        return;
      }
      console.log(await seedDemoData(database.db, { timeZone: env.STORE_TIMEZONE }));
      printDemoLogins(env);
    });
    break;
  case 'reset':
    await withDatabase(async (database) => {
      const { seedDemoData } = await seedModule();
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
      await database.migrate();
      console.log(await seedDemoData(database.db, { timeZone: env.STORE_TIMEZONE }));
      printDemoLogins(env);
    });
    break;
  case 'backup': {
    const parsed = fileArguments();
    if (!parsed) refuseUsage('backup');
    else await report(() => backupStore(env, parsed.file));
    break;
  }
  case 'restore': {
    const parsed = fileArguments();
    const file = parsed?.file;
    if (!parsed || !file) refuseUsage('restore');
    else await report(() => restoreStore(env, file, { force: parsed.force }));
    break;
  }
  default:
    refuseUsage('other');
}
