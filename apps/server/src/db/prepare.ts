import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';
import type { Env } from '../env.ts';
import { isEmpty, seedDemoData } from './seed.ts';

/** Migrates, then seeds the demo store when the database has no channel yet. */
export async function prepareDatabase(
  database: Database,
  options: { seedWhenEmpty: boolean; log: Pick<FastifyBaseLogger, 'info'>; env: Env },
): Promise<void> {
  await database.migrate();
  if (options.seedWhenEmpty && (await isEmpty(database.db))) {
    const summary = await seedDemoData(database.db, { timeZone: options.env.STORE_TIMEZONE });
    options.log.info(summary, 'seeded demo data');
    printDemoLogins(options.env);
  }
}

export const demoLogins = [
  { role: 'Admin (every permission)', email: 'admin@mealbox.test', password: 'admin-demo-pass' },
  {
    role: 'Customer, picks meals weekly',
    email: 'picky@mealbox.test',
    password: 'customer-demo-pass',
  },
  { role: "Customer, chef's choice", email: 'chef@mealbox.test', password: 'customer-demo-pass' },
  {
    role: 'Customer, no subscription',
    email: 'casual@mealbox.test',
    password: 'customer-demo-pass',
  },
] as const;

export function printDemoLogins(env: Env): void {
  const lines = demoLogins.map((l) => `  ${l.role.padEnd(30)} ${l.email.padEnd(24)} ${l.password}`);
  process.stdout.write(
    `\nDemo store ready at ${env.PUBLIC_URL}\nDemo logins:\n${lines.join('\n')}\n` +
      `Second brand: ${env.PUBLIC_URL}/?channel=fitfuel (or the host fitfuel.localhost)\n\n`,
  );
}
