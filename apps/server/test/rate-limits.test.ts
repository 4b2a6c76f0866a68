import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_LIMIT_PER_ADDRESS: '3',
      RESET_LIMIT_PER_ACCOUNT: '2',
      LOGIN_LIMIT_PER_ACCOUNT: '100',
    },
  });
});
afterAll(() => t.close());

/** A visitor whose requests come from one network address. */
async function visitorFrom(address: string) {
  const visitor = new Visitor(t.app);
  const request = visitor.request.bind(visitor);
  visitor.request = (options) => request({ ...options, remoteAddress: address });
  return visitor.open();
}

describe('rate limits', () => {
  it('limits login attempts per address across different accounts, and not other addresses', async () => {
    const visitor = await visitorFrom('203.0.113.7');
    const statuses: number[] = [];
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test']) {
      statuses.push(
        (await visitor.post('/api/auth/login', { email, password: 'whatever-pass' })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    const neighbour = await visitorFrom('203.0.113.8');
    const res = await neighbour.post('/api/auth/login', {
      email: 'casual@mealbox.test',
      password: 'customer-demo-pass',
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits password-reset requests per account, answering 429 with Retry-After', async () => {
    const visitor = await visitorFrom('198.51.100.1');
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 3; i++) {
      const res = await visitor.post('/api/password/email', { email: 'picky@mealbox.test' });
      statuses.push(res.statusCode);
      retryAfter = res.headers['retry-after'];
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
