import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = async (email: string) => (await new Visitor(t.app).open()).signIn(email);

const balanceOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.giftCardBalanceCents;

describe('applying a gift card (POST /api/gift_card_apply)', () => {
  it("moves the card's whole amount to the balance, whatever case and separators are typed", async () => {
    const visitor = await signedIn('casual@mealbox.test');
    const res = await visitor.post('/api/gift_card_apply', { code: 'demq-gftc-ard2-5xyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Gift card applied: $25.00 added. Your gift card balance is now $25.00.',
      gift_card_balance: 2500,
    });
    expect(await balanceOf('casual@mealbox.test')).toBe(2500);
  });

  it('fails a second apply of the same code with 422 and a message, adding nothing', async () => {
    const visitor = await signedIn('chef@mealbox.test');
    const res = await visitor.post('/api/gift_card_apply', { code: 'DEMQGFTCARD25XYZ' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe('This gift card has already been used.');
    expect(await balanceOf('chef@mealbox.test')).toBe(0);
  });

  it("answers an unknown code with the spec's 'Invalid Gift Card'", async () => {
    const visitor = await signedIn('chef@mealbox.test');
    for (const code of ['ZZZZZZZZZZZZZZZZ', 'short', 'DEMQGFTCARD25XY0']) {
      const res = await visitor.post('/api/gift_card_apply', { code });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ message: string }>().message).toBe('Invalid Gift Card');
    }
  });

  it('asks for a code before looking for one', async () => {
    const visitor = await signedIn('chef@mealbox.test');
    const res = await visitor.post('/api/gift_card_apply', { code: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { code: ['Gift Card is required.'] } });
  });

  it('asks a guest to log in', async () => {
    const guest = await new Visitor(t.app).open();
    const res = await guest.post('/api/gift_card_apply', { code: 'DEMQGFTCARD50XYZ' });
    expect(res.statusCode).toBe(401);
  });
});
