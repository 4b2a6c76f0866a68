import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { CUSTOMER_PASSWORD, registeredCustomer } from './support/accounts.ts';
import { tablesContaining } from './support/database-state.ts';
import { resetMailTo } from './support/accounts.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

const clock = new ManualClock(new Date());
/** The store as production runs it, over https. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://store.test',
      LOGIN_LIMIT_PER_ACCOUNT: '1000',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      RESET_LIMIT_PER_ADDRESS: '1000',
    },
  });
});
afterAll(() => t.close());

const SESSION_TTL_DAYS = 30;

/** The Set-Cookie header of the session cookie in an answer. */
const sessionCookieOf = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sid='));

/** A signed-in endpoint: 200 with a live session, 401 without. */
const subscriptions = (visitor: Visitor) => visitor.get('/api/user/subscriptions');

/** Another device of the customer: a browser of its own, signed in with the password. */
const signedIn = async (email: string, password = CUSTOMER_PASSWORD) =>
  (await new Visitor(t.app).open()).signIn(email, password);

/** A browser sending the cookie it kept from before, with the CSRF token that cookie gets. */
const replaying = (cookie: string) => new Visitor(t.app).withCookie('sid', cookie).open();

const randomBits = (id: string) => Buffer.from(id, 'base64url').length * 8;

describe('session', () => {
  it('sets the session cookie HttpOnly, SameSite=Lax, Secure, for the whole site and this host only', async () => {
    const visitor = new Visitor(t.app);
    const setCookies = [
      sessionCookieOf(await visitor.get('/api/auth/me')),
      sessionCookieOf(
        await visitor.post('/api/auth/login', {
          email: 'casual@mealbox.test',
          password: 'customer-demo-pass',
        }),
      ),
      sessionCookieOf(await visitor.post('/api/auth/logout')),
    ];
    expect(setCookies).toHaveLength(3);
    for (const header of setCookies) {
      const attributes = (header ?? '').split(';').map((a) => a.trim().toLowerCase());
      expect(attributes, header).toEqual(
        expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']),
      );
      expect(
        attributes.some((a) => a.startsWith('domain=')),
        header,
      ).toBe(false);
    }
  });

  it('makes session ids of at least 128 random bits, a new one for every session', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const guest = await new Visitor(t.app).open();
      ids.push(guest.cookie('sid') ?? '');
      await guest.signIn('casual@mealbox.test');
      ids.push(guest.cookie('sid') ?? '');
    }
    for (const id of ids) {
      expect(id).toMatch(/^[\w-]+$/);
      expect(randomBits(id)).toBeGreaterThanOrEqual(128);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps only a hash of the session id: the cookie's value appears in no table", async () => {
    const customer = await registeredCustomer(t.app);
    const cookie = customer.cookie('sid') ?? '';
    expect((await subscriptions(customer)).statusCode).toBe(200);
    expect(await liveSessionsOf(customer.email)).toBe(1);
    expect(await tablesContaining(t.database.db, cookie)).toEqual([]);
  });

  it('gives the browser a new session id at sign-in; the id it had before stays a signed-out one', async () => {
    const visitor = await new Visitor(t.app).open();
    const before = visitor.cookie('sid') ?? '';
    await visitor.signIn('casual@mealbox.test');
    expect(visitor.cookie('sid')).not.toBe(before);
    expect((await subscriptions(visitor)).statusCode).toBe(200);
    expect((await subscriptions(await replaying(before))).statusCode).toBe(401);
  });

  it('never signs in a session id the browser made up (session fixation)', async () => {
    const planted = 'planted-by-an-attacker-0123456789abcdef';
    const victim = await replaying(planted);
    await victim.signIn('casual@mealbox.test');
    expect(victim.cookie('sid')).not.toBe(planted);
    const attacker = await replaying(planted);
    expect((await attacker.get('/api/auth/me')).json()).toMatchObject({ user: null });
    expect((await subscriptions(attacker)).statusCode).toBe(401);
  });

  it('answers 401 to the cookie of a signed-out session, on reads and on changes', async () => {
    const customer = await registeredCustomer(t.app);
    const cookie = customer.cookie('sid') ?? '';
    expect((await customer.post('/api/auth/logout')).statusCode).toBe(200);
    const old = await replaying(cookie);
    expect((await subscriptions(old)).statusCode).toBe(401);
    const change = await old.post('/api/user/updateMealPreferences', { excluded_tags: [] });
    expect(change.statusCode).toBe(401);
    expect((await old.get('/api/auth/me')).json()).toMatchObject({ user: null });
  });

  it('ends every other session of the user when they change their password, and keeps the one that changed it', async () => {
    const laptop = await registeredCustomer(t.app);
    const phone = await signedIn(laptop.email);
    const tablet = await signedIn(laptop.email);
    const changed = await laptop.post('/api/user/updatePassword', {
      password: CUSTOMER_PASSWORD,
      new_password: 'difference-engine',
      new_password_confirm: 'difference-engine',
    });
    expect(changed.statusCode).toBe(200);
    expect((await subscriptions(phone)).statusCode).toBe(401);
    expect((await subscriptions(tablet)).statusCode).toBe(401);
    expect((await subscriptions(laptop)).statusCode).toBe(200);
    expect(await liveSessionsOf(laptop.email)).toBe(1);
  });

  it('ends every session of the user at a password reset, and signs in the browser that reset on a new id', async () => {
    const laptop = await registeredCustomer(t.app);
    const phone = await signedIn(laptop.email);
    const resetting = await new Visitor(t.app).open();
    await resetting.post('/api/password/email', { email: laptop.email });
    const { token } = await resetMailTo(t, laptop.email);
    const guestId = resetting.cookie('sid');
    const reset = await resetting.post('/api/password/reset', {
      token,
      email: laptop.email,
      password: 'difference-engine',
      password_confirm: 'difference-engine',
    });
    expect(reset.statusCode).toBe(200);
    expect((await subscriptions(laptop)).statusCode).toBe(401);
    expect((await subscriptions(phone)).statusCode).toBe(401);
    expect(resetting.cookie('sid')).not.toBe(guestId);
    expect((await subscriptions(resetting)).statusCode).toBe(200);
    expect(await liveSessionsOf(laptop.email)).toBe(1);
  });

  it(`ends a session after ${SESSION_TTL_DAYS} days by the store's clock, as the cookie's Max-Age says`, async () => {
    const visitor = new Visitor(t.app);
    const header = sessionCookieOf(await visitor.get('/api/auth/me'));
    expect(header).toContain(`Max-Age=${SESSION_TTL_DAYS * 24 * 3600}`);
    await (await visitor.open()).signIn('casual@mealbox.test');
    const start = clock.now();
    try {
      clock.advance(SESSION_TTL_DAYS * 24 * 3600 * 1000 - 60_000);
      expect((await subscriptions(visitor)).statusCode).toBe(200);
      clock.advance(2 * 60_000);
      expect((await subscriptions(visitor)).statusCode).toBe(401);
    } finally {
      clock.set(start);
    }
  });
});

/** How many sessions of the user are still live (not revoked). */
async function liveSessionsOf(email: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: sessions.idHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, email), isNull(sessions.revokedAt)));
  return rows.length;
}
