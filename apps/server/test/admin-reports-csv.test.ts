import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  CSV_REPORTS,
  REPORT_TABLES,
  csvRecords,
  type CsvReport,
  type MealPopularityReport,
  type PromotionsReport,
  type ReportRows,
  type SalesByWeek,
  type SubscriptionsReport,
} from '@mealbox/contracts';
import {
  channels,
  discounts,
  giftCards,
  menuItems,
  orderLines,
  orders,
  payments,
  subscriptions,
  mealPlans,
  users,
} from '../src/db/schema.ts';
import { ORDERS_EXPORT_BATCH } from '../src/modules/reports/report-csv.ts';
import { parseCsv } from './support/csv.ts';
import { staffVisitor } from './support/staff.ts';
import { createTestApp, type TestApp, type Visitor } from './support/test-app.ts';

let t: TestApp;
let reporter: Visitor;
let channelIds: { a: number; b: number };
let channelNames: { a: string; b: string };

// Weeks far from the demo data's, so that only this file's orders are in them.
const W1 = '2030-03-04';
const W2 = '2030-03-11';
const W3 = '2030-03-18';
const RANGE = `from=${W1}&to=${W3}`;
/** Bulk orders in W2: more than two batches of the orders export. */
const BULK = 2 * ORDERS_EXPORT_BATCH + 345;

const csv = async (report: CsvReport, query: string) => {
  const res = await reporter.get(`/api/admin/reports/${report}.csv?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, records: parseCsv(res.body) };
};

const json = async <T>(path: string, query: string) => {
  const res = await reporter.get(`/api/admin/reports/${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** The table's rows as its CSV must write them: its header, then each row's cells. */
const expected = <K extends CsvReport>(report: K, rows: ReadonlyArray<ReportRows[K]>) => {
  const { header, cells } = csvRecords(report);
  return [header, ...rows.map(cells)];
};

beforeAll(async () => {
  t = await createTestApp();
  reporter = await staffVisitor(t, 'exports', ['view-admin', 'view-reports']);
  const db = t.database.db;
  const [a, b] = await db.select().from(channels).orderBy(channels.id).limit(2);
  const [customer] = await db.select().from(users).where(eq(users.email, 'picky@mealbox.test'));
  const [plan] = await db.select().from(mealPlans).limit(1);
  if (!a || !b || !customer || !plan) throw new Error('the demo store is missing');
  channelIds = { a: a.id, b: b.id };
  channelNames = { a: a.name, b: b.name };

  // A meal whose name a CSV must quote, and a code a spreadsheet would take for a formula.
  const [first] = await db.select().from(menuItems).orderBy(menuItems.id).limit(1);
  const [meal] = await db
    .update(menuItems)
    .set({ name: 'Chicken, rice & "greens"' })
    .where(eq(menuItems.id, first!.id))
    .returning({ id: menuItems.id, name: menuItems.name });
  const [code] = await db
    .insert(discounts)
    .values({ code: '=SUM(A1)', kind: 'fixed', amount: 500 })
    .returning({ id: discounts.id });

  const one = async (o: {
    key: string;
    week: string;
    channel: number;
    status: 'paid' | 'placed';
    subtotal: number;
    discount?: number;
    gift?: number;
    refunded?: number;
    quantity: number;
    paidAt?: string;
  }) => {
    const total = o.subtotal - (o.discount ?? 0);
    const [made] = await db
      .insert(orders)
      .values({
        customerOrderKey: `csv-${o.key}`,
        userId: customer.id,
        channelId: o.channel,
        week: o.week,
        deliveryDate: o.week,
        kind: 'one_time',
        status: o.status,
        subtotalCents: o.subtotal,
        mealCount: o.quantity,
        discountId: o.discount ? code!.id : null,
        discountCents: o.discount ?? 0,
        giftCardCents: o.gift ?? 0,
        cardChargeCents: total - (o.gift ?? 0),
        totalCents: total,
        refundedCents: o.refunded ?? 0,
        shipping: {},
        createdAt: new Date('2030-03-01T12:00:00Z'),
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values({
      orderId: made!.id,
      menuItemId: meal!.id,
      name: meal!.name,
      unitPriceCents: 1200,
      quantity: o.quantity,
    });
    if (o.paidAt) {
      const when = new Date(o.paidAt);
      await db.insert(payments).values([
        // A declined try first: only the charge that succeeded says when it was paid.
        {
          orderId: made!.id,
          idempotencyKey: `csv-${o.key}-declined`,
          amountCents: total,
          status: 'declined',
          updatedAt: new Date(when.getTime() + 60_000),
        },
        {
          orderId: made!.id,
          idempotencyKey: `csv-${o.key}`,
          amountCents: total,
          status: 'succeeded',
          updatedAt: when,
        },
      ]);
    }
    return made!.id;
  };
  await one({
    key: 'carded',
    week: W1,
    channel: a.id,
    status: 'paid',
    subtotal: 123456,
    discount: 500,
    refunded: 1001,
    quantity: 3,
    paidAt: '2030-02-27T17:05:09Z',
  });
  await one({
    key: 'gifted',
    week: W1,
    channel: b.id,
    status: 'paid',
    subtotal: 3000,
    gift: 3000,
    quantity: 1,
  });
  await one({
    key: 'unpaid',
    week: W1,
    channel: a.id,
    status: 'placed',
    subtotal: 9900,
    quantity: 5,
  });
  // The bulk of W2, made by the database: every third on channel b, every tenth unpaid.
  await db.execute(sql`
    WITH made AS (
      INSERT INTO orders (customer_order_key, user_id, channel_id, week, delivery_date, kind,
                          status, subtotal_cents, meal_count, card_charge_cents, total_cents,
                          shipping)
      SELECT 'csv-bulk-' || n, ${customer.id}::integer,
             CASE WHEN n % 3 = 0 THEN ${b.id}::integer ELSE ${a.id}::integer END,
             ${W2}::date, ${W2}::date, 'subscription',
             CASE WHEN n % 10 = 0 THEN 'placed' ELSE 'paid' END, 1000 + n, 1 + (1000 + n) % 4,
             1000 + n, 1000 + n, '{}'
        FROM generate_series(1, ${BULK}::integer) n
      RETURNING id, subtotal_cents
    )
    INSERT INTO order_lines (order_id, menu_item_id, name, unit_price_cents, quantity)
    SELECT id, ${meal!.id}::integer, 'bulk', 1000, 1 + subtotal_cents % 4 FROM made`);

  await db.insert(subscriptions).values([
    {
      userId: customer.id,
      channelId: a.id,
      mealPlanId: plan.id,
      status: 'cancelled',
      startWeek: '2030-02-25',
      cancelledAt: new Date('2030-03-13T16:00:00Z'),
      cancelReason: 'Moving, "soon"',
    },
  ]);
  await db.insert(giftCards).values({
    code: 'CSVGIFTCARD00001',
    amountCents: 2500,
    createdAt: new Date('2030-03-05T15:00:00Z'),
  });
}, 120_000);
afterAll(() => t.close());

describe('CSV exports', () => {
  it('downloads each report’s table as the page shows it: the same columns, rows and figures', async () => {
    const sales = await json<SalesByWeek>('sales', RANGE);
    const meals = await json<MealPopularityReport>('meals', RANGE);
    const subs = await json<SubscriptionsReport>('subscriptions', RANGE);
    const promotions = await json<PromotionsReport>('promotions', RANGE);
    const tables: { [K in Exclude<CsvReport, 'orders'>]: ReadonlyArray<ReportRows[K]> } = {
      sales: sales.weeks,
      meals: meals.meals,
      subscriptions: subs.weeks,
      'cancel-reasons': subs.reasons,
      'discount-codes': promotions.discounts,
      'gift-cards': promotions.gift_cards,
    };
    for (const [report, rows] of Object.entries(tables) as Array<[CsvReport, never[]]>) {
      const { res, records } = await csv(report, RANGE);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${report}-${W1}-to-${W3}.csv"`,
      );
      expect(records[0], report).toEqual(REPORT_TABLES[report].columns.map((c) => c.header));
      expect(records, report).toEqual(expected(report, rows));
    }
  });

  it('writes amounts in dollars, shares as percents, and quotes or defuses what a spreadsheet would misread', async () => {
    const sales = (await csv('sales', RANGE)).records;
    expect(sales[0]).toEqual([
      'Week',
      'Orders',
      'Meals',
      'Gross',
      'Discounts',
      'Gift card',
      'Refunded',
      'Net',
    ]);
    // W1: the carded and the gifted orders (the placed one sold nothing).
    expect(sales[1]).toEqual([W1, '2', '4', '1264.56', '5.00', '30.00', '10.01', '1249.55']);
    const meals = (await csv('meals', RANGE)).records;
    expect(meals.map((r) => r[0])).toContain('Chicken, rice & "greens"');
    const codes = (await csv('discount-codes', RANGE)).records;
    expect(codes[1]).toEqual(["'=SUM(A1)", '1', '5.00', '1229.56']);
    const reasons = (await csv('cancel-reasons', RANGE)).records;
    expect(reasons).toContainEqual(['Moving, "soon"', '1']);
    const subs = (await csv('subscriptions', RANGE)).records;
    const report = await json<SubscriptionsReport>('subscriptions', RANGE);
    report.weeks.forEach((w, i) => {
      expect(subs[i + 1]![5]).toBe(w.churn_rate === null ? '' : (w.churn_rate * 100).toFixed(1));
    });
  });

  it('lists every sold order of the range once, by week, in batches, and they add up to the sales report', async () => {
    const { res, records } = await csv('orders', RANGE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-${W1}-to-${W3}.csv"`,
    );
    const [header, ...rows] = records;
    expect(header).toEqual([
      'Order',
      'Week',
      'Channel',
      'Customer email',
      'Meals',
      'Gross',
      'Discounts',
      'Gift card',
      'Refunded',
      'Net',
      'Paid at',
    ]);
    const bulkPaid = BULK - Math.floor(BULK / 10);
    expect(rows).toHaveLength(2 + bulkPaid);
    const ids = rows.map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...rows].sort(
      (x, y) => x[1]!.localeCompare(y[1]!) || Number(x[0]) - Number(y[0]),
    );
    expect(rows).toEqual(sorted);

    const [carded, gifted] = rows;
    expect(carded!.slice(1)).toEqual([
      W1,
      channelNames.a,
      'picky@mealbox.test',
      '3',
      '1234.56',
      '5.00',
      '0.00',
      '10.01',
      '1219.55',
      '2030-02-27T17:05:09Z',
    ]);
    // Paid from the balance alone: no charge, paid as it was made.
    expect(gifted!.slice(1, 3)).toEqual([W1, channelNames.b]);
    expect(gifted![10]).toBe('2030-03-01T12:00:00Z');

    // Each week's rows sum to the sales report's week.
    const cents = (dollars: string) => Math.round(Number(dollars) * 100);
    const sales = await json<SalesByWeek>('sales', RANGE);
    for (const week of sales.weeks) {
      const of = rows.filter((r) => r[1] === week.week);
      const sum = (i: number, read = cents) => of.reduce((s, r) => s + read(r[i]!), 0);
      expect({
        week: week.week,
        orders: of.length,
        meals: sum(4, Number),
        gross_cents: sum(5),
        discount_cents: sum(6),
        gift_card_cents: sum(7),
        refunded_cents: sum(8),
        net_cents: sum(9),
      }).toEqual(week);
    }
  });

  it('narrows to one channel and names it in the file', async () => {
    const query = `${RANGE}&channel=${channelIds.b}`;
    const { res, records } = await csv('orders', query);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-${W1}-to-${W3}-channel-${channelIds.b}.csv"`,
    );
    const rows = records.slice(1);
    expect(rows.every((r) => r[2] === channelNames.b)).toBe(true);
    const sales = await json<SalesByWeek>('sales', query);
    expect(rows).toHaveLength(sales.weeks.reduce((s, w) => s + w.orders, 0));
    const salesCsv = (await csv('sales', query)).records;
    expect(salesCsv).toEqual(expected('sales', sales.weeks));
  });

  it('refuses a range that ends before it starts, with the field named, before writing anything', async () => {
    for (const report of CSV_REPORTS) {
      const res = await reporter.get(`/api/admin/reports/${report}.csv?from=${W3}&to=${W1}`);
      expect(res.statusCode, report).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json<{ errors: Record<string, string[]> }>().errors['to']).toEqual([
        'The first week comes on or before the last.',
      ]);
    }
  });
});
