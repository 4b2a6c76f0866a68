import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AccountUpdated, SessionResponse } from '@mealbox/contracts';
import { emailOutbox } from '../src/db/schema.ts';
import { CUSTOMER_PASSWORD, registeredCustomer } from './support/accounts.ts';
import { tableDumps } from './support/database-state.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
});
afterAll(() => t.close());

const PASSWORD = CUSTOMER_PASSWORD;
const newCustomer = () => registeredCustomer(t.app);

async function signIn(email: string, password: string) {
  const visitor = await new Visitor(t.app).open();
  const res = await visitor.post('/api/auth/login', { email, password });
  return { visitor, status: res.statusCode };
}

const me = async (visitor: Visitor) =>
  (await visitor.get('/api/auth/me')).json<SessionResponse>().user;

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
    // The user's fields have the address's names: the answer and the session show it as sent.
    expect(answer.user).toMatchObject(address);
    expect(await me(visitor)).toMatchObject(address);
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
    expect(await me(visitor)).toMatchObject({ last_name: 'Lovelace', address_1: null });
  });

  it('asks a guest to log in', async () => {
    const guest = await new Visitor(t.app).open();
    const res = await guest.post('/api/user/updateShippingAddress', address);
    expect(res.statusCode).toBe(401);
  });
});

describe('the password on the account page (POST /api/user/updatePassword)', () => {
  const change = (visitor: Visitor, body: Record<string, string>) =>
    visitor.post('/api/user/updatePassword', body);

  it('changes it, keeps this session, signs every other one out and mails a notice', async () => {
    const visitor = await newCustomer();
    const other = await signIn(visitor.email, PASSWORD);
    expect(other.status).toBe(200);
    const res = await change(visitor, {
      password: PASSWORD,
      new_password: 'difference-engine',
      new_password_confirm: 'difference-engine',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AccountUpdated>().message).toBe('Password updated!');
    expect(await me(visitor)).toMatchObject({ email: visitor.email });
    expect(await me(other.visitor)).toBeNull();
    expect((await signIn(visitor.email, PASSWORD)).status).toBe(422);
    expect((await signIn(visitor.email, 'difference-engine')).status).toBe(200);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, visitor.email));
    expect(mails.map((m) => m.subject)).toEqual(['Your Mealbox password was changed']);
  });

  it('refuses a wrong current password under its field, and changes nothing', async () => {
    const visitor = await newCustomer();
    const res = await change(visitor, {
      password: 'not-the-password',
      new_password: 'difference-engine',
      new_password_confirm: 'difference-engine',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Your current password is not correct.',
      errors: { password: ['Your current password is not correct.'] },
    });
    expect((await signIn(visitor.email, PASSWORD)).status).toBe(200);
  });

  it('answers the §5 messages', async () => {
    const visitor = await newCustomer();
    const errorsOf = async (body: Record<string, string>) =>
      (await change(visitor, body)).json<{ errors: Record<string, string[]> }>().errors;
    expect(
      await errorsOf({
        password: PASSWORD,
        new_password: PASSWORD,
        new_password_confirm: PASSWORD,
      }),
    ).toMatchObject({ new_password: ['New password cannot be the same as the current password'] });
    expect(
      await errorsOf({
        password: PASSWORD,
        new_password: 'abcdefgh',
        new_password_confirm: 'abcdefgx',
      }),
    ).toMatchObject({ new_password_confirm: ['Both new password entries must match.'] });
    expect(
      await errorsOf({ password: '', new_password: 'short', new_password_confirm: '' }),
    ).toMatchObject({
      password: ['Current Password is required'],
      new_password: ['Password must be at least 8 characters long.'],
      new_password_confirm: ['Confirm New Password is required'],
    });
  });

  it('asks a guest to log in', async () => {
    const guest = await new Visitor(t.app).open();
    const res = await change(guest, {
      password: PASSWORD,
      new_password: 'difference-engine',
      new_password_confirm: 'difference-engine',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the email address on the account page (POST /api/user/updateEmail)', () => {
  const change = (visitor: Visitor, email: string, confirm = email) =>
    visitor.post('/api/user/updateEmail', { email, email_confirm: confirm });

  it('changes it, signs in with the new one and tells the old address', async () => {
    const visitor = await newCustomer();
    const newEmail = `renamed-${randomUUID()}@example.com`;
    const res = await change(visitor, newEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json<AccountUpdated>()).toMatchObject({
      message: 'Email address updated!',
      user: { email: newEmail },
    });
    expect((await signIn(newEmail, PASSWORD)).status).toBe(200);
    expect((await signIn(visitor.email, PASSWORD)).status).toBe(422);
    const [notice, ...others] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, visitor.email));
    expect(others).toHaveLength(0);
    expect(notice?.subject).toBe('The email address of your Mealbox account was changed');
    expect(notice?.text).toContain(newEmail);
  });

  it('refuses an address another account has, whatever its case, and changes nothing', async () => {
    const visitor = await newCustomer();
    const someoneElse = await newCustomer();
    const res = await change(visitor, someoneElse.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errors: { email: ['An account with this email address already exists.'] },
    });
    expect(await me(visitor)).toMatchObject({ email: visitor.email });
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, visitor.email)),
    ).toHaveLength(0);
  });

  it('answers the §5 messages', async () => {
    const visitor = await newCustomer();
    const errorsOf = async (email: string, confirm: string) =>
      (await change(visitor, email, confirm)).json<{ errors: Record<string, string[]> }>().errors;
    expect(await errorsOf('new@example.com', 'other@example.com')).toMatchObject({
      email_confirm: ['Both email entries must match.'],
    });
    expect(await errorsOf('not-an-email', 'not-an-email')).toMatchObject({
      email: ['Please enter a valid email address.'],
    });
    expect(await errorsOf('', '')).toMatchObject({
      email: ['New Email Address is required'],
      email_confirm: ['Confirm New Email is required'],
    });
  });

  it('asks a guest to log in', async () => {
    const guest = await new Visitor(t.app).open();
    expect((await change(guest, 'guest@example.com')).statusCode).toBe(401);
  });
});

describe('the payment method on the account page (POST /api/user/updatePaymentMethod)', () => {
  const now = new Date();
  const card = {
    payment_first_name: 'Ada',
    payment_last_name: 'King',
    payment_address: '12 St James Square',
    payment_city: 'New York',
    payment_state: 'NY',
    payment_zip_code: '10001',
    cc_num: '5555 5555 5555 4444',
    cc_exp_month: '08',
    cc_exp_year: String(now.getFullYear() + 3),
    cc_cvv: '7391',
  };

  it('keeps the tokenized card: masked number, expiry and billing address, no card status', async () => {
    const visitor = await newCustomer();
    const res = await visitor.post('/api/user/updatePaymentMethod', card);
    expect(res.statusCode).toBe(200);
    const answer = res.json<AccountUpdated>();
    expect(answer.message).toBe('Payment Details Updated!');
    expect(answer.user).toMatchObject({
      masked_card_number: '**** **** **** 4444',
      card_exp_date: `08/${card.cc_exp_year}`,
      cc_expiring: null,
      payment_first_name: 'Ada',
      payment_address: '12 St James Square',
      payment_zip_code: '10001',
    });
    expect(await me(visitor)).toMatchObject({ masked_card_number: '**** **** **** 4444' });
  });

  it('derives "expiring" for a card that ends this month', async () => {
    const visitor = await newCustomer();
    const res = await visitor.post('/api/user/updatePaymentMethod', {
      ...card,
      cc_exp_month: String(now.getMonth() + 1).padStart(2, '0'),
      cc_exp_year: String(now.getFullYear()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AccountUpdated>().user.cc_expiring).toBe('expiring');
  });

  it('stores neither the card number nor the CVC in any table', async () => {
    const visitor = await newCustomer();
    expect((await visitor.post('/api/user/updatePaymentMethod', card)).statusCode).toBe(200);
    const dumps = await tableDumps(t.database.db);
    expect(Object.keys(dumps)).toContain('users');
    for (const [name, dump] of Object.entries(dumps)) {
      expect(dump, name).not.toContain('5555555555554444');
      expect(dump, name).not.toContain('5555 5555 5555 4444');
      expect(dump, name).not.toMatch(/cc_cvv|"cvc"/i);
      expect(dump, name).not.toMatch(/[^\d.]7391[^\d]/);
    }
  });

  it('refuses a card the gateway rejects under its field, and keeps the card on file', async () => {
    const visitor = await newCustomer();
    await visitor.post('/api/user/updatePaymentMethod', card);
    const notLuhn = await visitor.post('/api/user/updatePaymentMethod', {
      ...card,
      cc_num: '4242424242424241',
    });
    expect(notLuhn.statusCode).toBe(422);
    expect(notLuhn.json<{ errors: Record<string, string[]> }>().errors.cc_num).toEqual([
      'Please enter a valid credit card number',
    ]);
    const expired = await visitor.post('/api/user/updatePaymentMethod', {
      ...card,
      cc_exp_month: '01',
      cc_exp_year: String(now.getFullYear() - 1),
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json<{ errors: Record<string, string[]> }>().errors.cc_exp_month).toEqual([
      'This card has expired.',
    ]);
    expect(await me(visitor)).toMatchObject({
      masked_card_number: '**** **** **** 4444',
      card_exp_date: `08/${card.cc_exp_year}`,
    });
  });

  it('answers the §5 messages', async () => {
    const visitor = await newCustomer();
    const res = await visitor.post('/api/user/updatePaymentMethod', {
      ...card,
      payment_first_name: '',
      payment_city: '',
      cc_num: '4242',
      cc_exp_month: '13',
      cc_cvv: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      payment_first_name: ['First Name is required.'],
      payment_city: ['City is required.'],
      cc_num: ['Please enter a valid credit card number'],
      cc_exp_month: ['Choose a month from 01 to 12.'],
      cc_cvv: ['CVC is required.'],
    });
    expect((await me(visitor))?.masked_card_number).toBeNull();
  });

  it('asks a guest to log in', async () => {
    const visitor = await new Visitor(t.app).open();
    const res = await visitor.post('/api/user/updatePaymentMethod', card);
    expect(res.statusCode).toBe(401);
  });
});
