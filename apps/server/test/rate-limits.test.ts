import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorFrom } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RESET_LIMIT_PER_ACCOUNT: '2' },
  });
});
afterAll(() => t.close());

describe('rate limits', () => {
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
