import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOutbox } from '../../src/db/schema.ts';
import { Visitor, type StoreApp, type TestApp } from './test-app.ts';

export const CUSTOMER_PASSWORD = 'analytical-engine';

/**
 * A new customer who has just registered, signed in on this visitor (an email of their own each
 * time), in the channel the headers name.
 */
export async function registeredCustomer(
  app: StoreApp,
  {
    password = CUSTOMER_PASSWORD,
    headers = {},
    name = ['Ada', 'Lovelace'],
  }: { password?: string; headers?: Record<string, string>; name?: [string, string] } = {},
): Promise<Visitor & { email: string }> {
  const visitor = await new Visitor(app, headers).open();
  const email = `customer-${randomUUID()}@example.com`;
  const res = await visitor.post('/api/auth/register', {
    first_name: name[0],
    last_name: name[1],
    email,
    password,
    password_confirm: password,
  });
  expect(res.statusCode, res.body).toBe(201);
  return Object.assign(visitor, { email });
}

/** The latest password reset mail to the address, and the token of its link. */
export async function resetMailTo(t: TestApp, email: string) {
  const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const mail = mails.filter((m) => /\/password\/reset\//.test(m.text)).at(-1);
  const token = mail?.text.match(/\/password\/reset\/([\w-]+)/)?.[1];
  return { mail, token };
}

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
