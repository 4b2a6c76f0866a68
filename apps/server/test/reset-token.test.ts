import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@mealbox/contracts';
import { ManualClock } from '../src/lib/clock.ts';
import { registeredCustomer } from './support/accounts.ts';
import { tablesContaining } from './support/database-state.ts';
import { resetMailTo } from './support/accounts.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

const clock = new ManualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { RESET_LIMIT_PER_ACCOUNT: '1000', RESET_LIMIT_PER_ADDRESS: '1000' },
  });
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** A customer of their own, and a browser (signed out) that asks for their reset links. */
async function customerAndBrowser() {
  const { email } = await registeredCustomer(t.app);
  return { email, browser: await new Visitor(t.app).open() };
}

/** Asks for a reset link for the address and answers the token its mail carries. */
async function mailedToken(browser: Visitor, email: string): Promise<string> {
  expect((await browser.post('/api/password/email', { email })).statusCode).toBe(200);
  const { token } = await resetMailTo(t, email);
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return token;
}

const reset = (browser: Visitor, email: string, token: string, password = 'a-brand-new-secret') =>
  browser.post('/api/password/reset', {
    token,
    email,
    password,
    password_confirm: password,
  });

/** Whether the password signs the customer in. */
const signsIn = async (email: string, password: string) =>
  (await (await new Visitor(t.app).open()).post('/api/auth/login', { email, password }))
    .statusCode === 200;

const expectRefused = (res: Awaited<ReturnType<typeof reset>>) => {
  expect(res.statusCode).toBe(422);
  expect(res.json<{ message: string }>().message).toBe(authMessages.resetTokenInvalid);
};

describe('reset-token', () => {
  it('mails a token of at least 128 random bits, a new one at each request', async () => {
    const { email, browser } = await customerAndBrowser();
    const tokens = [];
    for (let i = 0; i < 5; i++) tokens.push(await mailedToken(browser, email));
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('keeps only a hash of the token: it appears in no table but the mail that carries it', async () => {
    const { email, browser } = await customerAndBrowser();
    const token = await mailedToken(browser, email);
    expect(await tablesContaining(t.database.db, token)).toEqual(['email_outbox']);
    expect((await reset(browser, email, token)).statusCode).toBe(200);
  });

  it('sets a password once: the same token a second time is refused and changes nothing', async () => {
    const { email, browser } = await customerAndBrowser();
    const token = await mailedToken(browser, email);
    expect((await reset(browser, email, token, 'the-first-new-one')).statusCode).toBe(200);
    expectRefused(await reset(browser, email, token, 'the-second-new-one'));
    expect(await signsIn(email, 'the-first-new-one')).toBe(true);
    expect(await signsIn(email, 'the-second-new-one')).toBe(false);
  });

  it('sets a password once even when the token is sent twice at the same moment', async () => {
    const { email } = await customerAndBrowser();
    const [first, second] = [await new Visitor(t.app).open(), await new Visitor(t.app).open()];
    const token = await mailedToken(first, email);
    const answers = await Promise.all([
      reset(first, email, token, 'raced-password-one'),
      reset(second, email, token, 'raced-password-two'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const winner = answers[0]?.statusCode === 200 ? 'raced-password-one' : 'raced-password-two';
    expect(await signsIn(email, winner)).toBe(true);
  });

  it('accepts a token until 60 minutes after it was mailed, by the store clock, and refuses it from then on', async () => {
    const { email, browser } = await customerAndBrowser();
    const start = clock.now();
    try {
      const early = await mailedToken(browser, email);
      clock.advance(60 * MINUTE - 1000);
      expect((await reset(browser, email, early)).statusCode).toBe(200);

      const late = await mailedToken(browser, email);
      clock.advance(60 * MINUTE);
      expectRefused(await reset(browser, email, late, 'too-late-for-this'));
      expect(await signsIn(email, 'too-late-for-this')).toBe(false);
    } finally {
      clock.set(start);
    }
  });

  it('voids a token once a newer one is mailed', async () => {
    const { email, browser } = await customerAndBrowser();
    const older = await mailedToken(browser, email);
    const newer = await mailedToken(browser, email);
    expectRefused(await reset(browser, email, older));
    expect((await reset(browser, email, newer)).statusCode).toBe(200);
  });

  it("refuses a token with another account's email, and leaves it to its owner", async () => {
    const owner = await customerAndBrowser();
    const other = await registeredCustomer(t.app);
    const token = await mailedToken(owner.browser, owner.email);
    expectRefused(await reset(owner.browser, other.email, token));
    expect((await reset(owner.browser, owner.email, token)).statusCode).toBe(200);
  });
});
