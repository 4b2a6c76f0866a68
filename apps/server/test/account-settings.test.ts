import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUpdated, SessionResponse } from '@mealbox/contracts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
});
afterAll(() => t.close());

let n = 0;
async function newCustomer() {
  const visitor = await new Visitor(t.app).open();
  const res = await visitor.post('/api/auth/register', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `settings${++n}-${Date.now()}@example.com`,
    password: 'analytical-engine',
    password_confirm: 'analytical-engine',
  });
  expect(res.statusCode).toBe(201);
  return visitor;
}

const address = {
  first_name: 'Ada',
  last_name: 'King',
  company: 'Analytical Engines Ltd',
  address_1: '12 St James Square',
  address_2: 'Flat 2',
  city: 'New York',
  state: 'NY',
  zip_code: '10001',
  dayphone: '212-555-0147',
  delivery_instructions: 'Ring twice',
};

describe('the shipping address on the account page (POST /api/user/updateShippingAddress)', () => {
  it('saves the address the next checkout starts from, and answers the user as it now is', async () => {
    const visitor = await newCustomer();
    const res = await visitor.post('/api/user/updateShippingAddress', address);
    expect(res.statusCode).toBe(200);
    const answer = res.json<AccountUpdated>();
    expect(answer.message).toBe('Address Updated!');
    const shown = {
      first_name: 'Ada',
      last_name: 'King',
      company: 'Analytical Engines Ltd',
      address_1: '12 St James Square',
      address_2: 'Flat 2',
      city: 'New York',
      state: 'NY',
      zip_code: '10001',
      dayphone: '212-555-0147',
      delivery_instructions: 'Ring twice',
    };
    expect(answer.user).toMatchObject(shown);
    const me = (await visitor.get('/api/auth/me')).json<SessionResponse>();
    expect(me.user).toMatchObject(shown);
  });

  it('clears the optional fields left empty', async () => {
    const visitor = await newCustomer();
    await visitor.post('/api/user/updateShippingAddress', address);
    const { company: _c, address_2: _a, delivery_instructions: _d, ...required } = address;
    const res = await visitor.post('/api/user/updateShippingAddress', required);
    expect(res.statusCode).toBe(200);
    expect(res.json<AccountUpdated>().user).toMatchObject({
      company: null,
      address_2: null,
      delivery_instructions: null,
    });
  });

  it('refuses a form with the §5 messages under their fields, and changes nothing', async () => {
    const visitor = await newCustomer();
    const res = await visitor.post('/api/user/updateShippingAddress', {
      ...address,
      address_1: '',
      dayphone: '2125550147',
      zip_code: '1',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('Sorry, not all fields are filled out correctly.');
    expect(body.errors.address_1).toEqual(['Address is required.']);
    expect(body.errors.dayphone).toEqual(['Please enter a phone number as ###-###-####.']);
    expect(body.errors.zip_code?.length).toBe(1);
    const me = (await visitor.get('/api/auth/me')).json<SessionResponse>();
    expect(me.user).toMatchObject({ last_name: 'Lovelace', address_1: null });
  });

  it('asks a guest to log in', async () => {
    const guest = await new Visitor(t.app).open();
    const res = await guest.post('/api/user/updateShippingAddress', address);
    expect(res.statusCode).toBe(401);
  });
});
