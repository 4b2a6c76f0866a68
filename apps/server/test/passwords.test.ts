import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { COMMON_PASSWORDS_FILE } from '../src/modules/accounts/common-passwords.ts';
import { resetMailTo, registeredCustomer } from './support/accounts.ts';
import { staffVisitor } from './support/staff.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const refusedUnder = (field: string) => ({
  message: TOO_COMMON,
  errors: { [field]: [TOO_COMMON] },
});

/**
 * OWASP's Password Storage Cheat Sheet: argon2id settings of equal strength (memory in KiB,
 * iterations), each with one degree of parallelism. m=19456, t=2 is its minimum.
 */
const OWASP_ARGON2ID = [
  { m: 47_104, t: 1 },
  { m: 19_456, t: 2 },
  { m: 12_288, t: 3 },
  { m: 9_216, t: 4 },
  { m: 7_168, t: 5 },
];

/** The parameters an encoded argon2id hash carries, or null for anything else. */
function argon2idParameters(hash: string) {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[\w+/]+\$[\w+/]+$/.exec(hash);
  return match ? { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) } : null;
}

const atLeastOwasp = (hash: string) => {
  const cost = argon2idParameters(hash);
  return cost !== null && cost.p >= 1 && OWASP_ARGON2ID.some((o) => cost.m >= o.m && cost.t >= o.t);
};

/** 64 characters, with spaces and letters beyond ASCII. */
const sixtyFour = (word: string) => `${word}: naïve café, ünïcödé & spaces `.repeat(4).slice(0, 64);

async function signInStatus(email: string, password: string) {
  const visitor = await new Visitor(t.app).open();
  return (await visitor.post('/api/auth/login', { email, password })).statusCode;
}

async function resetToken(email: string) {
  await (await new Visitor(t.app).open()).post('/api/password/email', { email });
  const { token } = await resetMailTo(t, email);
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return token;
}

describe('passwords', () => {
  it("stores every password as argon2id at OWASP's minimum cost (m=19456 KiB, t=2, p=1) or stronger", async () => {
    const customer = await registeredCustomer(t.app, { password: 'a-fresh-registration' });
    const rows = await t.database.db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users);
    expect(rows.map((r) => r.email)).toContain(customer.email);
    // The demo logins (seeded) and the new registration alike.
    expect(rows.filter((r) => !atLeastOwasp(r.hash))).toEqual([]);
  });

  it('accepts a 64-character password to register, sign in, change it and reset it', async () => {
    const [first, second, third] = ['first', 'second', 'third'].map(sixtyFour);
    for (const password of [first, second, third]) expect(password).toHaveLength(64);

    const customer = await registeredCustomer(t.app, { password: first! });
    expect(await signInStatus(customer.email, first!)).toBe(200);

    const changed = await customer.post('/api/user/updatePassword', {
      password: first,
      new_password: second,
      new_password_confirm: second,
    });
    expect(changed.json()).toMatchObject({ message: 'Password updated!' });
    expect(await signInStatus(customer.email, second!)).toBe(200);

    const token = await resetToken(customer.email);
    const reset = await (
      await new Visitor(t.app).open()
    ).post('/api/password/reset', {
      token,
      email: customer.email,
      password: third,
      password_confirm: third,
    });
    expect(reset.json()).toMatchObject({ message: 'Your password has been reset.' });
    expect(await signInStatus(customer.email, third!)).toBe(200);
    expect(await signInStatus(customer.email, second!)).toBe(422);
  });

  it('refuses, at registration, any password of the shipped list of the 10,000 most common ones, whatever its letter case, and creates no account', async () => {
    const list = readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((entry) => entry !== '');
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    // Long enough for the form's own rules: its first, middle and last such entries.
    const longEnough = list.filter((entry) => entry.length >= 8);
    const tried = [
      longEnough[0]!,
      longEnough[Math.floor(longEnough.length / 2)]!,
      longEnough.at(-1)!,
      'PassWord1',
      'ILOVEYOU',
    ];
    const emails = tried.map((_, i) => `common${i}-${Date.now()}@example.com`);
    for (const [i, password] of tried.entries()) {
      const visitor = await new Visitor(t.app).open();
      const res = await visitor.post('/api/auth/register', {
        first_name: 'Common',
        last_name: 'Password',
        email: emails[i],
        password,
        password_confirm: password,
      });
      expect({ password, status: res.statusCode }).toEqual({ password, status: 422 });
      expect(res.json()).toEqual(refusedUnder('password'));
    }
    const made = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    expect(made).toEqual([]);
  });

  it('refuses a common password at a password reset, and the link still sets a better one', async () => {
    const customer = await registeredCustomer(t.app, { password: 'before-the-reset' });
    const token = await resetToken(customer.email);
    const visitor = await new Visitor(t.app).open();
    const reset = (password: string) =>
      visitor.post('/api/password/reset', {
        token,
        email: customer.email,
        password,
        password_confirm: password,
      });

    const common = await reset('Sunshine');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toEqual(refusedUnder('password'));

    expect((await reset('sunshine over the harbour')).statusCode).toBe(200);
  });

  it('refuses a common password as the new one at a password change, and the current one stays', async () => {
    const customer = await registeredCustomer(t.app, { password: 'before-the-change' });
    const res = await customer.post('/api/user/updatePassword', {
      password: 'before-the-change',
      new_password: 'football',
      new_password_confirm: 'football',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refusedUnder('new_password'));
    expect(await signInStatus(customer.email, 'before-the-change')).toBe(200);
  });

  it('refuses a common password that staff type for a new user', async () => {
    const manager = await staffVisitor(t, 'password-manager', ['view-admin', 'manage-users']);
    const res = await manager.post('/api/admin/users', {
      first_name: 'Typed',
      last_name: 'ByStaff',
      email: `typed-${Date.now()}@example.com`,
      permissions: [],
      password: 'qwertyuiop',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refusedUnder('password'));
  });
});
