import { and, count, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { discountRedemptions, discounts, orders } from '../../db/schema.ts';

export type DiscountRow = typeof discounts.$inferSelect;

export async function findDiscountByCode(
  db: DbOrTx,
  code: string,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(sql`upper(${discounts.code}) = upper(${code})`)
    .limit(1);
  return row;
}

export async function countRedemptionsBy(
  db: DbOrTx,
  discountId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(
      and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.userId, userId)),
    );
  return Number(row?.n ?? 0);
}

/**
 * The customer's orders that went through, but `exceptOrderId`: a declined or cancelled one is no
 * first order.
 */
export async function countOrdersOf(
  db: DbOrTx,
  userId: number,
  exceptOrderId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['placed', 'paid']),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Takes one redemption if the cap allows: a single conditional update, so concurrent checkouts
 * can never take more than the cap. False when the cap was reached.
 */
export async function takeRedemption(db: DbOrTx, discountId: number): Promise<boolean> {
  const rows = await db
    .update(discounts)
    .set({ redemptionsCount: sql`${discounts.redemptionsCount} + 1` })
    .where(
      and(
        eq(discounts.id, discountId),
        or(
          isNull(discounts.maxRedemptions),
          lt(discounts.redemptionsCount, discounts.maxRedemptions),
        ),
      ),
    )
    .returning({ id: discounts.id });
  return rows.length === 1;
}

export async function recordRedemption(
  db: DbOrTx,
  values: { discountId: number; userId: number; orderId: number },
): Promise<void> {
  await db.insert(discountRedemptions).values(values);
}

/** Gives back the redemption an order took (its payment failed), so the cap counts only paid orders. */
export async function releaseRedemption(
  db: DbOrTx,
  discountId: number,
  orderId: number,
): Promise<void> {
  const removed = await db
    .delete(discountRedemptions)
    .where(
      and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.orderId, orderId)),
    )
    .returning({ id: discountRedemptions.id });
  if (removed.length > 0) {
    await db
      .update(discounts)
      .set({ redemptionsCount: sql`greatest(${discounts.redemptionsCount} - 1, 0)` })
      .where(eq(discounts.id, discountId));
  }
}
