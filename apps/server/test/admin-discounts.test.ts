import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  DiscountDetail,
  DiscountInput,
  DiscountList,
  DiscountSaved,
  DiscountUses,
  Menu,
  OrderConfirmation,
} from '@mealbox/contracts';
import { auditEvents, channels, discountRedemptions, discounts, orders } from '../src/db/schema.ts';
import { card, shipping } from './support/checkout-fixtures.ts';
import { staffVisitor } from './support/staff.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Visitor;
let menu: Menu;
let mealboxId: number;
let fitfuelId: number;
const channelNames = new Map<number, string>();
beforeAll(async () => {
  // Dozens of customers sign up from one address in this file.
  t = await createTestApp({ env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  admin = await staffVisitor(t, 'discounts-admin', ['view-admin', 'manage-discounts']);
  menu = (await t.app.inject({ url: '/api/menus/current' })).json<Menu>();
  const rows = await t.database.db.select().from(channels);
  mealboxId = rows.find((c) => c.slug === 'mealbox')?.id ?? 0;
  fitfuelId = rows.find((c) => c.slug === 'fitfuel')?.id ?? 0;
  for (const c of rows) channelNames.set(c.id, c.name);
}, 60_000);
afterAll(() => t.close());

const terms = (overrides: Partial<DiscountInput> = {}): DiscountInput => ({
  code: `code-${randomUUID().slice(0, 8)}`,
  description: '',
  kind: 'percent',
  amount: 10,
  starts_at: null,
  ends_at: null,
  min_subtotal_cents: 0,
  max_redemptions: null,
  once_per_customer: false,
  first_order_only: false,
  channel_id: null,
  active: true,
  ...overrides,
});

async function create(overrides: Partial<DiscountInput> = {}) {
  const res = await admin.post('/api/admin/discounts', terms(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DiscountSaved>().discount;
}

const refusalOf = (res: { statusCode: number; json: <T>() => T }) => ({
  status: res.statusCode,
  ...res.json<{ message: string; errors?: Record<string, string[]> }>(),
});

let n = 0;
/** A new customer with a full one-time box, ready to check out. */
async function shopper() {
  const visitor = await new Visitor(t.app).open();
  const res = await visitor.post('/api/auth/register', {
    first_name: 'Ada',
    last_name: `Shopper${++n}`,
    email: `discount-shopper-${n}-${Date.now()}@example.com`,
    password: 'analytical-engine',
    password_confirm: 'analytical-engine',
  });
  expect(res.statusCode).toBe(201);
  expect(
    (
      await visitor.put('/api/cart/plan', {
        meal_plan_sku: null,
        checkout_action: 'one_time_order',
      })
    ).statusCode,
  ).toBe(200);
  const item = menu.items[0];
  expect((await visitor.put('/api/cart/items', { sku: item?.sku, quantity: 1 })).statusCode).toBe(
    200,
  );
  return visitor;
}

const checkout = (visitor: Visitor, code: string) =>
  visitor.post('/api/checkout', {
    idempotency_key: randomUUID(),
    shipping,
    payment: card(),
    discount_code: code,
  });

const detail = async (id: number) =>
  (await admin.get(`/api/admin/discounts/${id}`)).json<DiscountDetail>();

describe('staff creating and editing discount codes', () => {
  it('creates a code in upper case with every term, and records who made it', async () => {
    const res = await admin.post(
      '/api/admin/discounts',
      terms({
        code: 'spring-25',
        description: 'Spring mailing',
        kind: 'fixed',
        amount: 2500,
        starts_at: '2026-03-01T05:00:00.000Z',
        ends_at: '2026-06-01T04:00:00.000Z',
        min_subtotal_cents: 8000,
        max_redemptions: 200,
        once_per_customer: true,
        first_order_only: true,
        channel_id: fitfuelId,
        active: false,
      }),
    );
    expect(res.statusCode).toBe(201);
    const { message, discount } = res.json<DiscountSaved>();
    expect(message).toBe('Discount created.');
    expect(discount).toMatchObject({
      code: 'SPRING-25',
      kind: 'fixed',
      amount: 2500,
      starts_at: '2026-03-01T05:00:00.000Z',
      ends_at: '2026-06-01T04:00:00.000Z',
      min_subtotal_cents: 8000,
      max_redemptions: 200,
      redemptions_count: 0,
      once_per_customer: true,
      first_order_only: true,
      channel_id: fitfuelId,
      channel_name: channelNames.get(fitfuelId),
      active: false,
      state: 'inactive',
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity, 'discount'), eq(auditEvents.entityId, String(discount.id))),
      );
    expect(event).toMatchObject({
      action: 'create',
      actorUserId: (admin as Visitor & { userId: number }).userId,
      before: null,
    });
    expect(event?.after).toMatchObject({ code: 'SPRING-25', amount: 2500, channel_id: fitfuelId });
  });

  it('refuses each invalid term with a message under its field, and saves nothing', async () => {
    const before = await t.database.db.select().from(discounts);
    const cases: Array<[Partial<DiscountInput>, string, string]> = [
      [
        { kind: 'percent', amount: 0 },
        'amount',
        'A percent discount is a whole number from 1 to 100.',
      ],
      [
        { kind: 'percent', amount: 101 },
        'amount',
        'A percent discount is a whole number from 1 to 100.',
      ],
      [{ kind: 'fixed', amount: 0 }, 'amount', 'A fixed discount is more than $0.00.'],
      [{ kind: 'fixed', amount: -500 }, 'amount', 'A fixed discount is more than $0.00.'],
      [
        { starts_at: '2026-05-01T00:00:00.000Z', ends_at: '2026-05-01T00:00:00.000Z' },
        'ends_at',
        'The end must be after the start.',
      ],
      [
        { starts_at: '2026-05-02T00:00:00.000Z', ends_at: '2026-05-01T00:00:00.000Z' },
        'ends_at',
        'The end must be after the start.',
      ],
      [{ starts_at: 'next tuesday' }, 'starts_at', 'Enter a valid date and time.'],
      [{ code: '' }, 'code', 'Code is required.'],
      [{ code: 'AB' }, 'code', 'A code has 3 to 32 letters, digits, dashes or underscores.'],
      [{ code: 'TEN OFF' }, 'code', 'A code has 3 to 32 letters, digits, dashes or underscores.'],
      [
        { max_redemptions: 0 },
        'max_redemptions',
        'The cap is at least 1 redemption (leave it empty for no cap).',
      ],
      [{ min_subtotal_cents: -1 }, 'min_subtotal_cents', 'The minimum subtotal is $0.00 or more.'],
      [{ channel_id: 999_999 }, 'channel_id', 'Choose one of the channels, or every channel.'],
      [{ code: 'save10' }, 'code', 'Another discount already has this code.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin.post('/api/admin/discounts', terms(overrides));
      const refusal = refusalOf(res);
      expect(refusal.status, JSON.stringify(overrides)).toBe(422);
      expect(refusal.errors?.[field], JSON.stringify(overrides)).toContain(message);
    }
    expect(await t.database.db.select().from(discounts)).toEqual(before);
  });

  it('edits every term, records only what changed, and keeps codes unique whatever their case', async () => {
    const made = await create({ code: 'EDITME', amount: 15 });
    const other = await create({ code: 'TAKEN-ONE' });
    const taken = await admin.put(`/api/admin/discounts/${made.id}`, terms({ code: 'taken-one' }));
    expect(refusalOf(taken)).toMatchObject({
      status: 422,
      errors: { code: ['Another discount already has this code.'] },
    });
    // Its own code in another case is no clash.
    const res = await admin.put(
      `/api/admin/discounts/${made.id}`,
      terms({
        code: 'editme',
        kind: 'fixed',
        amount: 700,
        min_subtotal_cents: 5000,
        max_redemptions: 3,
        once_per_customer: true,
        first_order_only: true,
        channel_id: mealboxId,
        starts_at: '2026-01-01T00:00:00.000Z',
        ends_at: '2036-01-01T00:00:00.000Z',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DiscountSaved>()).toMatchObject({
      message: 'Discount saved.',
      discount: {
        id: made.id,
        code: 'EDITME',
        kind: 'fixed',
        amount: 700,
        channel_name: channelNames.get(mealboxId),
      },
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'discount'),
          eq(auditEvents.entityId, String(made.id)),
          eq(auditEvents.action, 'update'),
        ),
      );
    expect(event?.before).toEqual({
      kind: 'percent',
      amount: 15,
      min_subtotal_cents: 0,
      max_redemptions: null,
      once_per_customer: false,
      first_order_only: false,
      channel_id: null,
      starts_at: null,
      ends_at: null,
    });
    expect(event?.after).toMatchObject({ kind: 'fixed', amount: 700, channel_id: mealboxId });
    expect(other.code).toBe('TAKEN-ONE');
    expect((await admin.put('/api/admin/discounts/999999', terms())).statusCode).toBe(404);
  });

  it('needs manage-discounts to write; view-admin alone reads', async () => {
    const viewer = await staffVisitor(t, 'discounts-viewer', ['view-admin']);
    expect((await viewer.get('/api/admin/discounts')).statusCode).toBe(200);
    const res = await viewer.post('/api/admin/discounts', terms());
    expect(res.statusCode).toBe(403);
  });
});

describe('the staff list of discount codes', () => {
  it('searches, filters by state, kind and channel, sorts and pages', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const day = 24 * 3600 * 1000;
    await create({ code: `${tag}-A`, description: 'list test', amount: 5 });
    await create({ code: `${tag}-B`, kind: 'fixed', amount: 300, channel_id: fitfuelId });
    await create({
      code: `${tag}-C`,
      ends_at: new Date(Date.now() - day).toISOString(),
      starts_at: null,
    });
    await create({ code: `${tag}-D`, starts_at: new Date(Date.now() + day).toISOString() });
    await create({ code: `${tag}-E`, active: false });
    const list = async (query: string) =>
      (await admin.get(`/api/admin/discounts?q=${tag}&${query}`)).json<DiscountList>();
    const codes = (page: DiscountList) => page.rows.map((r) => r.code);

    expect((await list('sort=code&order=asc')).total).toBe(5);
    expect(codes(await list('sort=code&order=desc'))).toEqual(
      ['E', 'D', 'C', 'B', 'A'].map((s) => `${tag}-${s}`),
    );
    expect(codes(await list('state=active&sort=code'))).toEqual([`${tag}-A`, `${tag}-B`]);
    expect(codes(await list('state=expired'))).toEqual([`${tag}-C`]);
    expect(codes(await list('state=scheduled'))).toEqual([`${tag}-D`]);
    expect(codes(await list('state=inactive'))).toEqual([`${tag}-E`]);
    expect(codes(await list('kind=fixed'))).toEqual([`${tag}-B`]);
    expect(codes(await list(`channel=${fitfuelId}`))).toEqual([`${tag}-B`]);
    expect((await list('channel=any')).total).toBe(4);
    const page = await list('sort=code&page=1&page_size=10');
    expect(page).toMatchObject({ rows: [], total: 5 });
    // The description is searched too.
    const byText = (await admin.get('/api/admin/discounts?q=list%20test')).json<DiscountList>();
    expect(codes(byText)).toContain(`${tag}-A`);
    expect((await admin.get('/api/admin/discounts?state=nope')).statusCode).toBe(422);
  });
});

describe('a code made by staff, at checkout', () => {
  it('is accepted at checkout, and its use shows on its page with the order', async () => {
    const made = await create({ code: 'ADMIN-MADE-5', kind: 'fixed', amount: 500 });
    const customer = await shopper();
    const quote = await customer.post('/api/checkout/quote', { discount_code: 'admin-made-5' });
    expect(quote.json()).toMatchObject({ discount: 500, discount_code: 'ADMIN-MADE-5' });
    const res = await checkout(customer, 'admin-made-5');
    expect(res.statusCode, res.body).toBe(201);
    const confirmation = res.json<OrderConfirmation>();
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerOrderKey, confirmation.customer_order_key));

    const shown = await detail(made.id);
    expect(shown.discount.redemptions_count).toBe(1);
    expect(shown.total_discounted_cents).toBe(500);
    const uses = (await admin.get(`/api/admin/discounts/${made.id}/orders`)).json<DiscountUses>();
    expect(uses.total).toBe(1);
    expect(uses.rows[0]).toMatchObject({
      order_id: order?.id,
      order_key: confirmation.customer_order_key,
      customer_id: order?.userId,
      discount_cents: 500,
      status: 'paid',
    });
    const list = (await admin.get('/api/admin/discounts?q=ADMIN-MADE-5')).json<DiscountList>();
    expect(list.rows[0]?.redemptions_count).toBe(1);
  }, 60_000);

  it('refuses a cap below the redemptions so far, and the lowered cap holds under concurrent checkouts', async () => {
    const made = await create({
      code: 'CAP-EDIT',
      kind: 'fixed',
      amount: 100,
      max_redemptions: 10,
    });
    for (let i = 0; i < 2; i++) {
      expect((await checkout(await shopper(), 'CAP-EDIT')).statusCode).toBe(201);
    }
    const tooLow = await admin.put(
      `/api/admin/discounts/${made.id}`,
      terms({ code: 'CAP-EDIT', kind: 'fixed', amount: 100, max_redemptions: 1 }),
    );
    expect(refusalOf(tooLow)).toMatchObject({
      status: 422,
      errors: { max_redemptions: ['The cap cannot be below the 2 redemptions so far.'] },
    });
    const lowered = await admin.put(
      `/api/admin/discounts/${made.id}`,
      terms({ code: 'CAP-EDIT', kind: 'fixed', amount: 100, max_redemptions: 4 }),
    );
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json<DiscountSaved>().discount.redemptions_count).toBe(2);

    const shoppers = [];
    for (let i = 0; i < 12; i++) shoppers.push(await shopper());
    const results = await Promise.all(shoppers.map((s) => checkout(s, 'CAP-EDIT')));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.every((r) => [201, 409, 422].includes(r.statusCode))).toBe(true);
    const [row] = await t.database.db.select().from(discounts).where(eq(discounts.id, made.id));
    expect(row?.redemptionsCount).toBe(4);
    expect(
      await t.database.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.discountId, made.id)),
    ).toHaveLength(4);
  }, 180_000);

  it('never lets an edit running with checkouts leave more redemptions than the cap', async () => {
    const made = await create({
      code: 'CAP-RACE',
      kind: 'fixed',
      amount: 100,
      max_redemptions: 50,
    });
    const shoppers = [];
    for (let i = 0; i < 10; i++) shoppers.push(await shopper());
    const [edit, ...results] = await Promise.all([
      admin.put(
        `/api/admin/discounts/${made.id}`,
        terms({ code: 'CAP-RACE', kind: 'fixed', amount: 100, max_redemptions: 3 }),
      ),
      ...shoppers.map((s) => checkout(s, 'CAP-RACE')),
    ]);
    const [row] = await t.database.db.select().from(discounts).where(eq(discounts.id, made.id));
    const redemptions = await t.database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountId, made.id));
    expect(redemptions).toHaveLength(row?.redemptionsCount ?? -1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(row?.redemptionsCount ?? -1);
    if (edit?.statusCode === 200) {
      expect(row?.maxRedemptions).toBe(3);
      expect(row?.redemptionsCount).toBeLessThanOrEqual(3);
    } else {
      // The edit came after more than three checkouts had taken the code: refused, cap kept.
      expect(edit?.statusCode).toBe(422);
      expect(row?.maxRedemptions).toBe(50);
      expect(row?.redemptionsCount).toBeGreaterThan(3);
    }
  }, 180_000);
});
