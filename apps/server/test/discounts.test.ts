import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import { channels, discounts, orders, users } from '../src/db/schema.ts';
import { Conflict, ValidationFailed } from '../src/lib/errors.ts';
import { redeemDiscount, resolveDiscount } from '../src/modules/discounts/discounts.service.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let channelId: number;
let otherChannelId: number;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(channels);
  channelId = rows.find((c) => c.slug === 'mealbox')?.id ?? 0;
  otherChannelId = rows.find((c) => c.slug === 'fitfuel')?.id ?? 0;
  userId =
    (await t.database.db.select().from(users).where(eq(users.email, 'casual@mealbox.test')))[0]
      ?.id ?? 0;
});
afterAll(() => t.close());

const now = new Date();
const check = (code: string, overrides: Partial<Parameters<typeof resolveDiscount>[1]> = {}) =>
  resolveDiscount(t.database.db, { code, channelId, userId, subtotal: 10_000, now, ...overrides });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ValidationFailed || error instanceof Conflict) return error.message;
    throw error;
  }
  return 'accepted';
}

async function placeFakeOrder(
  forUser: number,
  db: DbOrTx = t.database.db,
  status: 'paid' | 'payment_failed' | 'cancelled' = 'paid',
) {
  const [order] = await db
    .insert(orders)
    .values({
      customerOrderKey: randomBytes(12).toString('hex'),
      userId: forUser,
      channelId,
      week: '2026-11-30',
      deliveryDate: '2026-11-30',
      kind: 'one_time',
      status,
      subtotalCents: 10_000,
      mealCount: 0,
      totalCents: 10_000,
      shipping: {},
    })
    .returning();
  if (!order) throw new Error('no order');
  return order;
}

describe('discount codes', () => {
  it('accepts a valid code in any letter case', async () => {
    expect((await check('save10')).code).toBe('SAVE10');
  });

  it('explains each refusal plainly', async () => {
    const day = 24 * 3600 * 1000;
    await t.database.db.insert(discounts).values([
      { code: 'LATER', kind: 'percent', amount: 10, startsAt: new Date(now.getTime() + day) },
      { code: 'GONE', kind: 'percent', amount: 10, endsAt: new Date(now.getTime() - day) },
      { code: 'OFF', kind: 'percent', amount: 10, active: false },
      { code: 'ONCE', kind: 'fixed', amount: 500, oncePerCustomer: true },
    ]);
    expect(await refusal(check('NOPE'))).toBe('This discount code is not valid.');
    expect(await refusal(check('OFF'))).toBe('This discount code is not valid.');
    expect(await refusal(check('LATER'))).toBe('This discount code is not active yet.');
    expect(await refusal(check('GONE'))).toBe('This discount code has expired.');
    expect(await refusal(check('SAVE10', { subtotal: 7999 }))).toBe(
      'This discount code needs an order of at least $80.00.',
    );
    expect(await refusal(check('FITFUEL15'))).toBe('This discount code is not valid.');
    expect((await check('FITFUEL15', { channelId: otherChannelId })).code).toBe('FITFUEL15');
  });

  it('still takes a first-order code after a declined or cancelled order', async () => {
    await placeFakeOrder(userId, t.database.db, 'payment_failed');
    await placeFakeOrder(userId, t.database.db, 'cancelled');
    expect((await check('WELCOME20')).code).toBe('WELCOME20');
  });

  it('refuses a once-per-customer code the second time and a first-order code after an order', async () => {
    const once = await check('ONCE');
    const order = await placeFakeOrder(userId);
    await redeemDiscount(t.database.db, once, userId, order.id);
    expect(await refusal(check('ONCE'))).toBe('You have already used this discount code.');
    expect(await refusal(check('WELCOME20'))).toBe('This discount code is for first orders only.');
  });
});
