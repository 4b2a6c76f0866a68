import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fallbackErrors } from '@mealbox/contracts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

// A failure nobody foresaw (the database gone, a bug) has no message of its own: each account
// call then answers its §8 fallback text, not a generic one.
const FAULT = 'x-test-fault';

let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      app.addHook('preHandler', async (request) => {
        if (request.headers[FAULT]) throw new Error('an unforeseen failure');
      });
    },
  });
  visitor = await (await new Visitor(t.app).open()).signIn('picky@mealbox.test');
});
afterAll(() => t.close());

const calls = [
  ['/api/skipWeek', { subscription_id: 1, week: '2026-11-30' }, fallbackErrors.skip],
  ['/api/unskipWeek', { subscription_id: 1, week: '2026-11-30' }, fallbackErrors.unskip],
  ['/api/user/cancelAllSubscriptions', {}, fallbackErrors.cancel],
  [
    '/api/user/updateEmail',
    { email: 'a@example.com', email_confirm: 'a@example.com' },
    fallbackErrors.email,
  ],
  [
    '/api/user/updatePassword',
    {
      password: 'old-password',
      new_password: 'new-password',
      new_password_confirm: 'new-password',
    },
    fallbackErrors.password,
  ],
  [
    '/api/user/updatePaymentMethod',
    {
      payment_first_name: 'Ada',
      payment_last_name: 'King',
      payment_address: '12 St James Square',
      payment_city: 'New York',
      payment_state: 'NY',
      payment_zip_code: '10001',
      cc_num: '4242424242424242',
      cc_exp_month: '08',
      cc_exp_year: '2031',
      cc_cvv: '123',
    },
    fallbackErrors.payment,
  ],
  [
    '/api/user/updateShippingAddress',
    {
      first_name: 'Ada',
      last_name: 'King',
      address_1: '12 St James Square',
      city: 'New York',
      state: 'NY',
      zip_code: '10001',
      dayphone: '212-555-0147',
    },
    fallbackErrors.address,
  ],
  ['/api/gift_card_apply', { code: 'DEMQGFTCARD25XYZ' }, fallbackErrors.giftCard],
] as const;

describe('the §8 fallback texts', () => {
  it.each(calls)(
    '%s answers its fallback when it fails without a message',
    async (url, body, text) => {
      const res = await visitor.post(url, body, { [FAULT]: '1' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: text });
    },
  );

  it('keeps the generic text for calls the spec gives no fallback', async () => {
    const res = await visitor.post('/api/cart/clear', {}, { [FAULT]: '1' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });
});
