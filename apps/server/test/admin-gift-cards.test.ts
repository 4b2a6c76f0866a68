import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  GiftCardDetail,
  GiftCardLiability,
  GiftCardList,
  GiftCardToggled,
  GiftCardsCreated,
  GiftCardsDisabled,
} from '@mealbox/contracts';
import { auditEvents, giftCards, users } from '../src/db/schema.ts';
import { isWellFormedGiftCardCode } from '../src/modules/gift-cards/gift-card-codes.ts';
import type * as GiftCardCodes from '../src/modules/gift-cards/gift-card-codes.ts';
import { staffVisitor } from './support/staff.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

/** Codes the generator hands out next, before its random ones (to force a collision). */
const forcedCodes: string[] = [];
vi.mock('../src/modules/gift-cards/gift-card-codes.ts', async (original) => {
  const real = await original<typeof GiftCardCodes>();
  return {
    ...real,
    generateGiftCardCode: () => forcedCodes.shift() ?? real.generateGiftCardCode(),
  };
});

let t: TestApp;
let admin: Visitor & { userId: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffVisitor(t, 'gift-admin', ['view-admin', 'manage-gift-cards']);
}, 60_000);
afterAll(() => t.close());

async function make(count: number, amount = 2500, extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/gift-cards', {
    count,
    amount_cents: amount,
    note: 'Spring promotion',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<GiftCardsCreated>();
}

const list = async (query: string) =>
  (await admin.get(`/api/admin/gift-cards?${query}`)).json<GiftCardList>();

const customer = async (email: string) => (await new Visitor(t.app).open()).signIn(email);

const balanceOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]
    ?.giftCardBalanceCents ?? 0;

/** The liability by hand, from every card and every customer's balance. */
async function liabilityByHand() {
  const cards = await t.database.db.select().from(giftCards);
  const people = await t.database.db.select().from(users);
  const open = cards.filter((c) => c.redeemedAt === null && c.disabledAt === null);
  const unredeemed = open.reduce((sum, c) => sum + c.amountCents, 0);
  const balances = people.reduce((sum, u) => sum + u.giftCardBalanceCents, 0);
  return {
    unredeemed_cents: unredeemed,
    unredeemed_count: open.length,
    balances_cents: balances,
    customers_with_balance: people.filter((u) => u.giftCardBalanceCents !== 0).length,
    total_cents: unredeemed + balances,
  };
}

const liability = async () =>
  (await admin.get('/api/admin/gift-cards/liability')).json<GiftCardLiability>();

describe('making gift cards', () => {
  it('makes a batch of unique, well-formed codes, answers them once, and lists them masked', async () => {
    const made = await make(600, 5000);
    expect(made.cards).toHaveLength(600);
    expect(made.batch).toMatch(/^\d{8}-[A-Z2-9]{6}$/);
    const codes = made.cards.map((c) => c.code);
    expect(new Set(codes).size).toBe(600);
    expect(codes.every(isWellFormedGiftCardCode)).toBe(true);

    const stored = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.batch, made.batch));
    expect(stored).toHaveLength(600);
    expect(
      stored.every(
        (c) =>
          c.amountCents === 5000 &&
          c.note === 'Spring promotion' &&
          c.createdByUserId === admin.userId,
      ),
    ).toBe(true);

    const page = await list(`batch=${made.batch}&page_size=100`);
    expect(page.total).toBe(600);
    expect(page.rows).toHaveLength(100);
    expect(page.rows[0]).toMatchObject({
      amount_cents: 5000,
      status: 'unredeemed',
      batch: made.batch,
      redeemed_by: null,
      created_by: { id: admin.userId, email: 'gift-admin@staff.test' },
    });
    // No answer after the first one carries a full code: the list, a card's page, the audit trail.
    const first = made.cards[0];
    const card = await admin.get(`/api/admin/gift-cards/${first?.id}`);
    const trail = await admin.get(`/api/admin/audit?entity=gift_card&entity_id=${first?.id}`);
    for (const body of [JSON.stringify(page), card.body, trail.body]) {
      expect(codes.some((code) => body.includes(code))).toBe(false);
    }
    expect(card.json<GiftCardDetail>().card.code_last4).toBe(first?.code.slice(-4));
    expect(trail.json<{ events: unknown[] }>().events).toEqual([
      expect.objectContaining({
        action: 'create',
        after: {
          amount_cents: 5000,
          batch: made.batch,
          note: 'Spring promotion',
          code_last4: first?.code.slice(-4),
        },
      }),
    ]);
    const created = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'gift_card'), eq(auditEvents.action, 'create')));
    expect(created.filter((e) => e.after?.['batch'] === made.batch)).toHaveLength(600);
  }, 60_000);

  it('adds the next part of a large batch to the batch named by the first', async () => {
    const first = await make(3);
    const next = await make(2, 2500, { batch: first.batch });
    expect(next.batch).toBe(first.batch);
    expect((await list(`batch=${first.batch}`)).total).toBe(5);
  });

  it('replaces a code that collides with an existing card by a new one', async () => {
    forcedCodes.push('DEMQGFTCARD25XYZ', 'DEMQGFTCARD25XYZ');
    const made = await make(1, 1000, { batch: 'collision-test' });
    expect(made.cards).toHaveLength(1);
    expect(made.cards[0]?.code).not.toBe('DEMQGFTCARD25XYZ');
    expect(forcedCodes).toEqual([]);
    const seeded = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.code, 'DEMQGFTCARD25XYZ'));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]?.batch).toBeNull();
  });

  it('refuses a count, an amount or a batch name out of bounds, and makes nothing', async () => {
    const before = (await t.database.db.select().from(giftCards)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ count: 0 }, 'count', 'Make 1 to 1000 cards at once.'],
      [{ count: 1001 }, 'count', 'Make 1 to 1000 cards at once.'],
      [{ count: 2.5 }, 'count', 'Make 1 to 1000 cards at once.'],
      [
        { amount_cents: 0 },
        'amount_cents',
        'A card is worth more than $0.00 and at most $1,000.00.',
      ],
      [
        { amount_cents: 100_001 },
        'amount_cents',
        'A card is worth more than $0.00 and at most $1,000.00.',
      ],
      [{ batch: 'no spaces!' }, 'batch', 'A batch name has 1 to 40 letters, digits or dashes.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin.post('/api/admin/gift-cards', {
        count: 1,
        amount_cents: 2500,
        note: '',
        ...overrides,
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
    }
    expect(await t.database.db.select().from(giftCards)).toHaveLength(before);
  });

  it('needs manage-gift-cards to make cards; view-admin alone reads', async () => {
    const viewer = await staffVisitor(t, 'gift-viewer', ['view-admin']);
    expect((await viewer.get('/api/admin/gift-cards')).statusCode).toBe(200);
    const res = await viewer.post('/api/admin/gift-cards', {
      count: 1,
      amount_cents: 100,
      note: '',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the staff list of gift cards', () => {
  it('finds a card by its whole code (any case, with dashes) or its last four, and filters by status', async () => {
    const made = await make(3, 1500, { batch: 'search-test' });
    const code = made.cards[1]?.code ?? '';
    const dashed = code.toLowerCase().replace(/(.{4})(?!$)/g, '$1-');
    const whole = await list(`q=${encodeURIComponent(dashed)}`);
    expect(whole.rows.map((r) => r.id)).toEqual([made.cards[1]?.id]);
    const last4 = await list(`q=${code.slice(-4).toLowerCase()}&batch=search-test`);
    expect(last4.rows.map((r) => r.id)).toContain(made.cards[1]?.id);
    expect(last4.rows.every((r) => r.code_last4 === code.slice(-4))).toBe(true);
    expect((await list('q=ZZZZZZZZZZZZZZZZ')).total).toBe(0);

    const visitor = await customer('picky@mealbox.test');
    expect(
      (await visitor.post('/api/gift_card_apply', { code: made.cards[0]?.code })).statusCode,
    ).toBe(200);
    const redeemed = await list('status=redeemed&batch=search-test');
    expect(redeemed.rows.map((r) => r.id)).toEqual([made.cards[0]?.id]);
    expect(redeemed.rows[0]?.redeemed_by?.email).toBe('picky@mealbox.test');
    expect(redeemed.rows[0]?.redeemed_at).not.toBeNull();
    expect((await list('status=unredeemed&batch=search-test')).total).toBe(2);
    expect((await list('status=disabled&batch=search-test')).total).toBe(0);
  });

  it('sorts by amount and pages', async () => {
    await make(1, 300, { batch: 'sort-test' });
    await make(1, 900, { batch: 'sort-test' });
    await make(1, 600, { batch: 'sort-test' });
    const amounts = (page: GiftCardList) => page.rows.map((r) => r.amount_cents);
    expect(amounts(await list('batch=sort-test&sort=amount&order=asc'))).toEqual([300, 600, 900]);
    expect(amounts(await list('batch=sort-test&sort=amount&order=desc'))).toEqual([900, 600, 300]);
    expect(await list('batch=sort-test&page=1&page_size=10')).toEqual({ rows: [], total: 3 });
  });
});

describe('disabling gift cards', () => {
  it('disables a card with a reason; applying it then fails with a message and changes nothing; enabling lets it be applied', async () => {
    const made = await make(1, 4200, { batch: 'disable-test' });
    const { id, code } = made.cards[0] ?? { id: 0, code: '' };
    expect(
      (await admin.post(`/api/admin/gift-cards/${id}/disable`, { reason: '' })).statusCode,
    ).toBe(422);
    const res = await admin.post(`/api/admin/gift-cards/${id}/disable`, {
      reason: 'Reported stolen',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<GiftCardToggled>()).toMatchObject({
      message: 'Gift card disabled.',
      card: { id, status: 'disabled' },
    });
    const again = await admin.post(`/api/admin/gift-cards/${id}/disable`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This gift card is already disabled.');

    const email = 'chef@mealbox.test';
    const balance = await balanceOf(email);
    const [cardBefore] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, id));
    const refused = await (await customer(email)).post('/api/gift_card_apply', { code });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message:
        'This gift card has been disabled. Please contact us if you think this is a mistake.',
      errors: {
        code: [
          'This gift card has been disabled. Please contact us if you think this is a mistake.',
        ],
      },
    });
    expect(await balanceOf(email)).toBe(balance);
    expect(await t.database.db.select().from(giftCards).where(eq(giftCards.id, id))).toEqual([
      cardBefore,
    ]);

    const enabled = await admin.post(`/api/admin/gift-cards/${id}/enable`, {
      reason: 'Found by its owner',
    });
    expect(enabled.json<GiftCardToggled>()).toMatchObject({
      message: 'Gift card enabled again.',
      card: { status: 'unredeemed', disabled_at: null },
    });
    expect((await (await customer(email)).post('/api/gift_card_apply', { code })).statusCode).toBe(
      200,
    );
    expect(await balanceOf(email)).toBe(balance + 4200);

    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'gift_card'), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
    expect(trail.map((e) => [e.action, e.reason, e.actorUserId])).toEqual([
      ['create', null, admin.userId],
      ['disable', 'Reported stolen', admin.userId],
      ['enable', 'Found by its owner', admin.userId],
    ]);
    expect(trail[1]?.after).toMatchObject({ status: 'disabled' });
  });

  it('refuses to disable a redeemed card (its money is in a balance), changing nothing', async () => {
    const made = await make(1, 1100, { batch: 'redeemed-test' });
    const { id, code } = made.cards[0] ?? { id: 0, code: '' };
    await (await customer('casual@mealbox.test')).post('/api/gift_card_apply', { code });
    const [before] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, id));
    const res = await admin.post(`/api/admin/gift-cards/${id}/disable`, { reason: 'Oops' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      "This gift card was already redeemed: its money is in the customer's balance, so it cannot be disabled.",
    );
    expect(await t.database.db.select().from(giftCards).where(eq(giftCards.id, id))).toEqual([
      before,
    ]);
    const disables = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, 'disable')));
    expect(disables).toHaveLength(0);
    expect(
      (await admin.post('/api/admin/gift-cards/999999/disable', { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('lets either a disable or an apply win when they come at once, never both', async () => {
    const email = 'picky@mealbox.test';
    const visitor = await customer(email);
    for (let i = 0; i < 5; i++) {
      const made = await make(1, 300, { batch: 'race-test' });
      const { id, code } = made.cards[0] ?? { id: 0, code: '' };
      const balance = await balanceOf(email);
      const [disabled, applied] = await Promise.all([
        admin.post(`/api/admin/gift-cards/${id}/disable`, { reason: 'Race' }),
        visitor.post('/api/gift_card_apply', { code }),
      ]);
      expect([disabled.statusCode, applied.statusCode].sort()).toEqual(
        disabled.statusCode === 200 ? [200, 422] : [200, 409],
      );
      const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, id));
      if (disabled.statusCode === 200) {
        expect(card).toMatchObject({ redeemedAt: null, redeemedByUserId: null });
        expect(await balanceOf(email)).toBe(balance);
      } else {
        expect(card?.disabledAt).toBeNull();
        expect(await balanceOf(email)).toBe(balance + 300);
      }
    }
  });

  it('disables chosen cards together, each with its audit record; redeemed, disabled and unknown ones stay as they were, and a retry disables nothing twice', async () => {
    const made = await make(4, 1500, { batch: 'bulk-test' });
    const [a, b, c, d] = made.cards.map((card) => card.id) as [number, number, number, number];
    await (
      await customer('casual@mealbox.test')
    ).post('/api/gift_card_apply', { code: made.cards[2]?.code });
    await admin.post(`/api/admin/gift-cards/${d}/disable`, { reason: 'Earlier' });
    const redeemedBefore = await t.database.db.select().from(giftCards).where(eq(giftCards.id, c));

    const res = await admin.post('/api/admin/gift-cards/disable', {
      ids: [a, b, c, d, 999_999, a],
      reason: 'Batch printed twice',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GiftCardsDisabled>()).toEqual({ disabled: [a, b], unchanged: [c, d, 999_999] });
    expect((await list('status=disabled&batch=bulk-test')).rows.map((r) => r.id).sort()).toEqual(
      [a, b, d].sort(),
    );
    expect(await t.database.db.select().from(giftCards).where(eq(giftCards.id, c))).toEqual(
      redeemedBefore,
    );
    const disables = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'gift_card'), eq(auditEvents.action, 'disable')));
    const bulk = disables.filter((e) => e.reason === 'Batch printed twice');
    expect(bulk.map((e) => Number(e.entityId)).sort()).toEqual([a, b].sort());
    expect(bulk[0]).toMatchObject({
      actorUserId: admin.userId,
      before: { status: 'unredeemed', disabled_at: null },
      after: { status: 'disabled' },
    });

    const again = await admin.post('/api/admin/gift-cards/disable', {
      ids: [a, b],
      reason: 'Batch printed twice',
    });
    expect(again.json<GiftCardsDisabled>()).toEqual({ disabled: [], unchanged: [a, b] });
    const after = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'gift_card'), eq(auditEvents.action, 'disable')));
    expect(after).toHaveLength(disables.length);
  });

  it('disables each card once when two members of staff disable the same cards at once', async () => {
    const made = await make(6, 900, { batch: 'bulk-race' });
    const ids = made.cards.map((card) => card.id);
    const answers = await Promise.all(
      [ids, [...ids].reverse()].map(async (chosen) =>
        (
          await admin.post('/api/admin/gift-cards/disable', { ids: chosen, reason: 'Bulk race' })
        ).json<GiftCardsDisabled>(),
      ),
    );
    const disabled = answers.flatMap((a) => a.disabled);
    expect([...disabled].sort()).toEqual([...ids].sort());
    const records = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'disable'), eq(auditEvents.reason, 'Bulk race')));
    expect(records.map((e) => Number(e.entityId)).sort()).toEqual([...ids].sort());
  });

  it('refuses a bulk disable without a reason, with no card, or with more than 100, changing nothing', async () => {
    const made = await make(1, 700, { batch: 'bulk-refused' });
    const id = made.cards[0]?.id ?? 0;
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ ids: [id], reason: '' }, 'reason'],
      [{ ids: [], reason: 'Void' }, 'ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => id + i), reason: 'Void' }, 'ids'],
    ];
    for (const [body, field] of refused) {
      const res = await admin.post('/api/admin/gift-cards/disable', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const errors = res.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.keys(errors)).toEqual([field]);
      if (field === 'ids') {
        expect(errors['ids']).toContain('Choose 1 to 100 gift cards to disable at once.');
      }
    }
    expect((await list('status=disabled&batch=bulk-refused')).total).toBe(0);
  });

  it('shows a redeemed card with who redeemed it, when, and their balance now', async () => {
    const made = await make(1, 800, { batch: 'detail-test' });
    const { id, code } = made.cards[0] ?? { id: 0, code: '' };
    await (await customer('casual@mealbox.test')).post('/api/gift_card_apply', { code });
    const detail = (await admin.get(`/api/admin/gift-cards/${id}`)).json<GiftCardDetail>();
    expect(detail.card).toMatchObject({
      status: 'redeemed',
      amount_cents: 800,
      redeemed_by: { email: 'casual@mealbox.test' },
    });
    expect(detail.redeemer_balance_cents).toBe(await balanceOf('casual@mealbox.test'));
    expect((await admin.get('/api/admin/gift-cards/999999')).statusCode).toBe(404);
  });
});

describe('the outstanding gift card liability', () => {
  it('counts unredeemed cards that are not disabled plus every balance, as worked out by hand', async () => {
    expect(await liability()).toEqual(await liabilityByHand());
    const start = await liability();

    const made = await make(4, 2000, { batch: 'liability-test' });
    expect((await liability()).total_cents).toBe(start.total_cents + 8000);

    // Disabling takes a card out; applying one moves it from the cards to a balance.
    await admin.post(`/api/admin/gift-cards/${made.cards[0]?.id}/disable`, { reason: 'Void' });
    await (
      await customer('picky@mealbox.test')
    ).post('/api/gift_card_apply', {
      code: made.cards[1]?.code,
    });
    const now = await liability();
    expect(now).toEqual(await liabilityByHand());
    expect(now.total_cents).toBe(start.total_cents + 6000);
    expect(now.unredeemed_cents).toBe(start.unredeemed_cents + 4000);
    expect(now.balances_cents).toBe(start.balances_cents + 2000);
  });
});
