import type { Env } from '../../env.ts';

/** The demo store's sign-ins: seed.ts creates them, and start-up prints them for the visitor. */
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
  {
    role: 'Customer, card expired',
    email: 'lapsed@mealbox.test',
    password: 'customer-demo-pass',
  },
  {
    role: 'Customer, may skip this week',
    email: 'holiday@mealbox.test',
    password: 'customer-demo-pass',
  },
  {
    role: 'Affiliate, owns a plan',
    email: 'coach@mealbox.test',
    password: 'customer-demo-pass',
  },
  {
    role: "Customer, on the coach's plan",
    email: 'lean@mealbox.test',
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
