import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema.ts';
import { Visitor, type TestApp } from './test-app.ts';

/**
 * A visitor, its page opened, whose requests all come from one network address, or each from
 * the address `address()` gives it (a crowd of machines sharing one session).
 */
export async function visitorFrom(
  app: FastifyInstance,
  address: string | (() => string),
): Promise<Visitor> {
  const visitor = new Visitor(app);
  const request = visitor.request.bind(visitor);
  visitor.request = (options) =>
    request({ ...options, remoteAddress: typeof address === 'string' ? address : address() });
  return visitor.open();
}

/** The last mail sent to `email` with a password-reset link, and that link's token. */
export async function lastResetLink(t: TestApp, email: string) {
  const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const mail = mails.at(-1);
  const match = mail?.text.match(/\/password\/reset\/([\w-]+)/);
  return { mail, token: match?.[1] };
}

let registered = 0;

/** A new customer who registered with `password` through the sign-up form's API, signed in. */
export async function registeredCustomer(
  app: FastifyInstance,
  password: string,
): Promise<Visitor & { email: string }> {
  const visitor = await new Visitor(app).open();
  const email = `customer${++registered}-${Date.now()}@example.com`;
  const res = await visitor.post('/api/auth/register', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password,
    password_confirm: password,
  });
  if (res.statusCode !== 201)
    throw new Error(`registering answered ${res.statusCode}: ${res.body}`);
  return Object.assign(visitor, { email });
}
