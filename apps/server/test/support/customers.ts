import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Visitor, type TestApp } from './test-app.ts';

export const CUSTOMER_PASSWORD = 'analytical-engine';

/**
 * A new customer who has just registered, signed in on this visitor (an email of their own each
 * time), in the channel the headers name.
 */
export async function registeredCustomer(
  t: TestApp,
  {
    password = CUSTOMER_PASSWORD,
    headers = {},
    name = ['Ada', 'Lovelace'],
  }: { password?: string; headers?: Record<string, string>; name?: [string, string] } = {},
): Promise<Visitor & { email: string }> {
  const visitor = await new Visitor(t.app, headers).open();
  const email = `customer-${randomUUID()}@example.com`;
  const res = await visitor.post('/api/auth/register', {
    first_name: name[0],
    last_name: name[1],
    email,
    password,
    password_confirm: password,
  });
  expect(res.statusCode).toBe(201);
  return Object.assign(visitor, { email });
}
