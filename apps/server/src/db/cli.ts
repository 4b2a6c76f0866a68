import { sql } from 'drizzle-orm';
import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { printDemoLogins } from './seed-data/demo-logins.ts';
import { isEmpty, seedDemoData } from './seed.ts';

const command = process.argv[2];
const env = loadEnv();
const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });

try {
  switch (command) {
    case 'migrate':
      await database.migrate();
      console.log('Migrations applied.');
      break;
    case 'seed':
      await database.migrate();
      if (!(await isEmpty(database.db))) {
        console.log('The database already has data; `npm run db:reset` starts over.');
        break;
      }
      console.log(await seedDemoData(database.db, { timeZone: env.STORE_TIMEZONE }));
      printDemoLogins(env);
      break;
    case 'reset':
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
      await database.migrate();
      console.log(await seedDemoData(database.db, { timeZone: env.STORE_TIMEZONE }));
      printDemoLogins(env);
      break;
    default:
      console.error('usage: cli.ts migrate|seed|reset');
      process.exitCode = 2;
  }
} finally {
  await database.close();
}
