import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadEnv, type Env } from '../src/env.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { visitorFrom } from './support/accounts.ts';
import { createTestApp, type TestApp, type Visitor } from './support/test-app.ts';

// The store's clock stands still unless a test moves it: an hour of attacks takes no hour.
const clock = new ManualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };
const WRONG = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
};
const OWNER = { email: 'picky@mealbox.test', password: 'customer-demo-pass' };

// Every test starts after the windows of the one before it have ended.
beforeEach(() => clock.advance(HOUR));

let addresses = 0;
/** A network address no request came from before (IPv6's documentation range). */
const newAddress = () => `2001:db8::${(++addresses).toString(16)}`;

/** Machines everywhere sharing one session: each request from an address of its own. */
const crowd = () => visitorFrom(t.app, newAddress);

const login = (visitor: Visitor, body: object) => visitor.post('/api/auth/login', body);

/** Retry-After in whole seconds, and what the refusal says. */
function expectRefusal(res: LightMyRequestResponse): number {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(TOO_MANY);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0).toBe(true);
  return seconds;
}

/** The most instants of `times` that fall in one hour, wherever the hour begins. */
const mostInAnHour = (times: number[]) =>
  Math.max(0, ...times.map((start) => times.filter((x) => x >= start && x < start + HOUR).length));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

describe('brute-force', () => {
  it('runs here on the login limits a production server has by default', () => {
    const limits = (env: Env) => ({
      perAccount: env.LOGIN_LIMIT_PER_ACCOUNT,
      perAddress: env.LOGIN_LIMIT_PER_ADDRESS,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    });
    const production = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) });
    expect(limits(t.env)).toEqual(limits(production));
  });

  it('lets at most 100 password guesses at one account in any hour, from any number of addresses, then answers 429 with Retry-After until the owner may try again', async () => {
    const attackers = await crowd();
    const start = clock.now().getTime();
    const judged: number[] = [];
    let refused: { at: number; retryAfter: number } | undefined;
    // A guess every 30 seconds for an hour and a quarter, each from another address.
    for (let at = start; at < start + 75 * 60_000; at += 30_000) {
      clock.set(new Date(at));
      const res = await login(attackers, { email: OWNER.email, password: `guess-${at}` });
      if (res.statusCode === 429) refused = { at, retryAfter: expectRefusal(res) };
      else {
        expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
          status: 422,
          body: WRONG,
        });
        judged.push(at);
      }
    }
    expect(judged.length).toBeGreaterThan(0);
    expect(mostInAnHour(judged)).toBeLessThanOrEqual(100);
    if (!refused) throw new Error('no guess was ever refused');

    // The owner, from a machine of their own, waits as long as Retry-After says, and no longer.
    const owner = await visitorFrom(t.app, newAddress());
    clock.set(new Date(refused.at + (refused.retryAfter - 1) * 1000));
    expectRefusal(await login(owner, OWNER));
    clock.set(new Date(refused.at + refused.retryAfter * 1000));
    expect((await login(owner, OWNER)).statusCode).toBe(200);
  });

  it('throttles one address trying many accounts: past the limit even a right password is answered 429 with Retry-After, while other addresses sign in', async () => {
    const limit = t.env.LOGIN_LIMIT_PER_ADDRESS;
    const sprayer = await visitorFrom(t.app, '203.0.113.66');
    for (let i = 0; i < limit; i++) {
      const res = await login(sprayer, {
        email: `victim${i}@example.com`,
        password: 'Summer2024!',
      });
      expect(res.statusCode).toBe(422);
    }
    const retryAfter = expectRefusal(await login(sprayer, OWNER));
    expect(retryAfter).toBeLessThanOrEqual(t.env.RATE_LIMIT_WINDOW_SECONDS);
    expect((await login(await visitorFrom(t.app, '203.0.113.67'), OWNER)).statusCode).toBe(200);

    clock.advance(retryAfter * 1000);
    expect((await login(sprayer, OWNER)).statusCode).toBe(200);
  });

  it('answers a known and an unknown email alike: the same answer to every guess, and 429 after the same number', async () => {
    const attackers = await crowd();
    const answers = async (email: string) => {
      const seen: { status: number; body: unknown; retryAfter: unknown }[] = [];
      for (let i = 0; i <= t.env.LOGIN_LIMIT_PER_ACCOUNT; i++) {
        const res = await login(attackers, { email, password: `guess-${i}` });
        seen.push({
          status: res.statusCode,
          body: res.json(),
          retryAfter: res.headers['retry-after'],
        });
      }
      return seen;
    };
    const known = await answers('chef@mealbox.test');
    const unknown = await answers('nobody-by-this-name@mealbox.test');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([
      ...Array<number>(t.env.LOGIN_LIMIT_PER_ACCOUNT).fill(422),
      429,
    ]);
  });

  it('takes as long to refuse an unknown email as a wrong password of a known one (medians of 20 tries each)', async () => {
    /** A refused login's answer time, and the server's work for it (CPU time, all its threads). */
    const attackers = await crowd();
    const refusal = async (email: string) => {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      const res = await login(attackers, { email, password: 'not-the-password' });
      const work = process.cpuUsage(cpu);
      expect(res.statusCode).toBe(422);
      return { answer: performance.now() - wall, work: (work.user + work.system) / 1000 };
    };
    const known: { answer: number; work: number }[] = [];
    const unknown: { answer: number; work: number }[] = [];
    // The first pair warms up (the dummy hash is made once); then each pair takes turns first.
    for (let i = 0; i <= 20; i++) {
      clock.advance(t.env.RATE_LIMIT_WINDOW_SECONDS * 1000);
      const stranger = `nobody${i}@mealbox.test`;
      const knownFirst = i % 2 === 0;
      const first = await refusal(knownFirst ? 'holiday@mealbox.test' : stranger);
      const second = await refusal(knownFirst ? stranger : 'holiday@mealbox.test');
      if (i === 0) continue;
      known.push(knownFirst ? first : second);
      unknown.push(knownFirst ? second : first);
    }
    const ratio = (of: 'answer' | 'work') =>
      median(unknown.map((x) => x[of])) / median(known.map((x) => x[of]));
    // Skipping argon2 for an unknown email would cost it a third of the work or less. The work is
    // compared closely: other processes on the machine do not move it, while the answer time of
    // a busy machine swings by half from one run to the next, so that is compared loosely.
    expect(ratio('work')).toBeGreaterThan(0.75);
    expect(ratio('work')).toBeLessThan(1 / 0.75);
    expect(ratio('answer')).toBeGreaterThan(0.5);
    expect(ratio('answer')).toBeLessThan(2);
  });
});
