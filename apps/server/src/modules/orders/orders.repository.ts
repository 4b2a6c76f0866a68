import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { discounts, menuItems, orderLines, orders, payments, users } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function findOrderByIdempotencyKey(
  db: DbOrTx,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

export async function findOrderByCustomerKey(
  db: DbOrTx,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.customerOrderKey, key)).limit(1);
  return row;
}

/** Inserts the order unless one with its idempotency key exists; undefined then. */
export async function insertOrderOnce(
  db: DbOrTx,
  values: typeof orders.$inferInsert,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  return row;
}

export async function insertOrderLines(
  db: DbOrTx,
  lines: Array<typeof orderLines.$inferInsert>,
): Promise<void> {
  if (lines.length > 0) await db.insert(orderLines).values(lines);
}

export async function listOrderLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      sku: menuItems.sku,
      name: orderLines.name,
      image: menuItems.image,
      unitPriceCents: orderLines.unitPriceCents,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .innerJoin(menuItems, eq(menuItems.id, orderLines.menuItemId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.name));
}

export async function setOrderStatus(
  db: DbOrTx,
  orderId: number,
  status: OrderRow['status'],
): Promise<void> {
  await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

export async function discountCodeOf(
  db: DbOrTx,
  discountId: number | null,
): Promise<string | null> {
  if (discountId === null) return null;
  const [row] = await db
    .select({ code: discounts.code })
    .from(discounts)
    .where(eq(discounts.id, discountId));
  return row?.code ?? null;
}

export async function insertPayment(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function settlePayment(
  db: DbOrTx,
  id: number,
  outcome: { status: 'succeeded'; reference: string } | { status: 'declined'; message: string },
): Promise<void> {
  await db
    .update(payments)
    .set(
      outcome.status === 'succeeded'
        ? { status: 'succeeded', gatewayReference: outcome.reference, updatedAt: new Date() }
        : { status: 'declined', failureMessage: outcome.message, updatedAt: new Date() },
    )
    .where(eq(payments.id, id));
}

/** Takes `cents` from the gift card balance only if it is still there; false when it is not. */
export async function spendGiftCardBalance(
  db: DbOrTx,
  userId: number,
  cents: number,
): Promise<boolean> {
  if (cents === 0) return true;
  const rows = await db
    .update(users)
    .set({ giftCardBalanceCents: sql`${users.giftCardBalanceCents} - ${cents}` })
    .where(and(eq(users.id, userId), sql`${users.giftCardBalanceCents} >= ${cents}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function refundGiftCardBalance(
  db: DbOrTx,
  userId: number,
  cents: number,
): Promise<void> {
  if (cents === 0) return;
  await db
    .update(users)
    .set({ giftCardBalanceCents: sql`${users.giftCardBalanceCents} + ${cents}` })
    .where(eq(users.id, userId));
}

/** Keeps the checkout's address and the card's token (never its number) for next time. */
export async function saveCheckoutDetails(
  db: DbOrTx,
  userId: number,
  details: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Moves a placed order to paid exactly once; false when another request already did. */
export async function markOrderPaid(
  db: DbOrTx,
  orderId: number,
  subscriptionId: number | null,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'paid', subscriptionId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'placed')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function findPaymentOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row;
}

export async function listOrderLineQuantities(db: DbOrTx, orderId: number) {
  return db
    .select({ menuItemId: orderLines.menuItemId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}
