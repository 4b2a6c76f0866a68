import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsEvents, sessions } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { resetMailTo } from './support/accounts.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_LIMIT_PER_ACCOUNT: '5' } });
});
afterAll(() => t.close());

const newCustomer = (email: string) => ({
  first_name: 'Dana',
  last_name: 'Scully',
  email,
  password: 'trustno1-please',
  password_confirm: 'trustno1-please',
});

describe('registration', () => {
  it('creates an account and signs the visitor in with a rotated session', async () => {
    const visitor = await new Visitor(t.app).open();
    const guestCookie = visitor.cookie('sid');
    const res = await visitor.post('/api/auth/register', newCustomer('dana@example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { email: 'dana@example.com', first_name: 'Dana', authenticated: true, permissions: [] },
    });
    expect(visitor.cookie('sid')).not.toBe(guestCookie);
    const me = await visitor.get('/api/auth/me');
    expect(me.json()).toMatchObject({ user: { email: 'dana@example.com', name: 'Dana Scully' } });
  });

  it('refuses a second account with the same email in any letter case', async () => {
    const visitor = await new Visitor(t.app).open();
    const res = await visitor.post('/api/auth/register', newCustomer('DANA@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this email address already exists.',
      errors: { email: ['An account with this email address already exists.'] },
    });
  });

  it('answers 422 with the spec messages for a short password and a bad email', async () => {
    const visitor = await new Visitor(t.app).open();
    const res = await visitor.post('/api/auth/register', {
      ...newCustomer('not-an-email'),
      password: 'short',
      password_confirm: 'short',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('Sorry, not all fields are filled out correctly.');
    expect(body.errors.password).toContain('Password must be at least 8 characters long.');
    expect(body.errors.email).toContain('Please enter a valid email address.');
  });
});

describe('login and logout', () => {
  it('signs in the seeded admin with permissions and records the event with metadata', async () => {
    const visitor = await new Visitor(t.app).open();
    const metadata = {
      timestamp: new Date().toISOString(),
      client_user_agent: 'vitest',
      custom_data: { _fbp: 'fb.1.2.3' },
    };
    const res = await visitor.post(
      '/api/auth/login',
      { email: 'ADMIN@mealbox.test', password: 'admin-demo-pass' },
      { 'x-request-metadata': JSON.stringify(metadata) },
    );
    expect(res.statusCode).toBe(200);
    const user = res.json<{ user: { permissions: string[] } }>().user;
    expect(user.permissions).toContain('view-admin');
    const [event] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'login'));
    expect(event?.metadata).toEqual(metadata);
  });

  it('rejects a wrong password with one message that does not reveal which part was wrong', async () => {
    const visitor = await new Visitor(t.app).open();
    const wrong = await visitor.post('/api/auth/login', {
      email: 'picky@mealbox.test',
      password: 'nope-nope',
    });
    const unknown = await visitor.post('/api/auth/login', {
      email: 'ghost@mealbox.test',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 429 with Retry-After once an account has had too many attempts', async () => {
    const visitor = await new Visitor(t.app).open();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await visitor.post('/api/auth/login', {
        email: 'chef@mealbox.test',
        password: 'wrong-password',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json()).toEqual({
          message: 'Too many attempts. Please wait a few minutes and try again.',
        });
      }
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // Even the right password waits until the window ends.
    const right = await visitor.post('/api/auth/login', {
      email: 'chef@mealbox.test',
      password: 'customer-demo-pass',
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('session cookies', () => {
  it('signs in a visitor whose guest cookie has already been used', async () => {
    const visitor = await new Visitor(t.app).open();
    expect((await visitor.get('/api/auth/me')).json()).toMatchObject({ user: null });
    expect((await visitor.get('/api/auth/me')).json()).toMatchObject({ user: null });
    const registered = await visitor.post('/api/auth/register', newCustomer('fox@example.com'));
    expect(registered.statusCode).toBe(201);
    expect((await visitor.get('/api/auth/me')).json()).toMatchObject({
      user: { email: 'fox@example.com' },
    });
  });

  it('refuses a session revoked by another server process on its next request', async () => {
    const visitor = await new Visitor(t.app).open();
    await visitor.post('/api/auth/register', newCustomer('skinner@example.com'));
    expect((await visitor.get('/api/auth/me')).json()).toMatchObject({
      user: { email: 'skinner@example.com' },
    });
    // What a sign-out or password reset served by another process leaves in the database.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.idHash, sha256(visitor.cookie('sid') ?? '')));
    expect((await visitor.get('/api/auth/me')).json()).toMatchObject({ user: null });
  });
});

describe('password reset', () => {
  const resetLink = (email: string) => resetMailTo(t, email);

  it('answers the same for known and unknown emails and mails a link only to the known one', async () => {
    const visitor = await new Visitor(t.app).open();
    const known = await visitor.post('/api/password/email', { email: 'picky@mealbox.test' });
    const unknown = await visitor.post('/api/password/email', { email: 'nobody@mealbox.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await resetLink('picky@mealbox.test')).mail?.subject).toBe(
      'Reset your Mealbox password',
    );
    expect((await resetLink('nobody@mealbox.test')).mail).toBeUndefined();
  });

  it('sets the new password once, ends other sessions, and refuses the link a second time', async () => {
    const other = await new Visitor(t.app).open();
    await other.post('/api/auth/login', {
      email: 'picky@mealbox.test',
      password: 'customer-demo-pass',
    });
    const visitor = await new Visitor(t.app).open();
    await visitor.post('/api/password/email', { email: 'picky@mealbox.test' });
    const { token } = await resetLink('picky@mealbox.test');
    expect(token).toBeTruthy();
    const body = {
      token,
      email: 'picky@mealbox.test',
      password: 'brand-new-pass',
      password_confirm: 'brand-new-pass',
    };
    const res = await visitor.post('/api/password/reset', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'picky@mealbox.test' },
      message: 'Your password has been reset.',
    });
    expect((await other.get('/api/auth/me')).json()).toMatchObject({ user: null });
    const again = await visitor.post('/api/password/reset', body);
    expect(again.statusCode).toBe(422);
    expect(again.json<{ message: string }>().message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    const login = await new Visitor(t.app).open();
    expect(
      (
        await login.post('/api/auth/login', {
          email: 'picky@mealbox.test',
          password: 'brand-new-pass',
        })
      ).statusCode,
    ).toBe(200);
  });
});
