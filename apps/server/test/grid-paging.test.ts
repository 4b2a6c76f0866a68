import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { gridOrder, readIdPaged, type IdPagedList } from '../src/db/grid.ts';
import { giftCards } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
const CARDS = 37;

beforeAll(async () => {
  t = await createTestApp();
  // Cards of three amounts (ties for the id to break) and every third redeemed (a sort column
  // with NULLs, which sort last going up and first going down).
  await t.database.db.insert(giftCards).values(
    Array.from({ length: CARDS }, (_, i) => ({
      code: `PAGINGTEST${String(i).padStart(6, '0')}`,
      amountCents: 1000 * (1 + (i % 3)),
      redeemedAt: i % 3 === 0 ? new Date(Date.UTC(2026, 10, 1 + i)) : null,
    })),
  );
}, 60_000);
afterAll(() => t.close());

const listOf = (sort: string | undefined, order: 'asc' | 'desc'): IdPagedList => ({
  table: giftCards,
  id: giftCards.id,
  where: like(giftCards.code, 'PAGINGTEST%'),
  order: gridOrder(
    { sort, order },
    { amount: giftCards.amountCents, redeemed: giftCards.redeemedAt },
    { column: giftCards.id, order: 'desc' },
    giftCards.id,
  ),
});

async function page(list: IdPagedList, pageNo: number, size: number, farOffset: number) {
  return readIdPaged(
    t.database.db,
    list,
    { page: pageNo, page_size: size },
    (onPage) =>
      t.database.db
        .select({ id: giftCards.id })
        .from(giftCards)
        .where(onPage)
        .orderBy(...list.order.forward),
    farOffset,
  );
}

describe('paging a large list by its ids', () => {
  it.each([
    [undefined, 'asc'],
    ['amount', 'asc'],
    ['amount', 'desc'],
    ['redeemed', 'asc'],
    ['redeemed', 'desc'],
  ] as const)(
    'gives every page, near either end, the rows of the whole list in order (sort %s %s)',
    async (sort, order) => {
      const list = listOf(sort, order);
      const whole = await page(list, 0, 100, 1_000);
      expect(whole.total).toBe(CARDS);
      expect(whole.rows).toHaveLength(CARDS);
      const size = 5;
      for (let n = 0; n * size < CARDS; n++) {
        // From the third page on, a page past the middle is read from the far end.
        const got = await page(list, n, size, 2 * size);
        expect(got.total, `page ${n}`).toBe(CARDS);
        expect(got.rows, `page ${n}`).toEqual(whole.rows.slice(n * size, (n + 1) * size));
      }
      expect((await page(list, 8, size, 2 * size)).rows).toEqual([]);
    },
  );

  it('answers an empty page and the total past the end, and none for a filter nothing matches', async () => {
    expect(await page(listOf('amount', 'asc'), 20, 5, 0)).toEqual({ rows: [], total: CARDS });
    const none = { ...listOf(undefined, 'asc'), where: eq(giftCards.code, 'NO-SUCH-CARD') };
    expect(await page(none, 3, 5, 0)).toEqual({ rows: [], total: 0 });
  });
});
