import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorFrom } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

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

describe('rate limits', () => {
  it('limits login attempts per address across different accounts, and not other addresses', async () => {
    const visitor = await visitorFrom(t.app, '203.0.113.7');
    const statuses: number[] = [];
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test']) {
      statuses.push(
        (await visitor.post('/api/auth/login', { email, password: 'whatever-pass' })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    const neighbour = await visitorFrom(t.app, '203.0.113.8');
    const res = await neighbour.post('/api/auth/login', {
      email: 'casual@mealbox.test',
      password: 'customer-demo-pass',
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits password-reset requests per account, answering 429 with Retry-After', async () => {
    const visitor = await visitorFrom(t.app, '198.51.100.1');
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
