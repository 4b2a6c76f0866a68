import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedPerDb, type DbOrTx } from '../../db/client.ts';
import { discounts, menuItems, orderLines, orders, payments, users } from '../../db/schema.ts';

export type { NewCardOnFile } from '../../db/schema.ts';
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const orderByIdempotencyKey = preparedPerDb((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .limit(1)
    .prepare('order_by_idempotency_key'),
);

/** Runs on every checkout before anything else: prepared once per database. */
export async function findOrderByIdempotencyKey(
  db: DbOrTx,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await orderByIdempotencyKey(db).execute({ key });
  return row;
}

export async function findOrderByCustomerKey(
  db: DbOrTx,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.customerOrderKey, key)).limit(1);
  return row;
}

/** The payment a reservation leaves pending: what charging it and settling it need. */
export type PendingPayment = Pick<
  PaymentRow,
  'id' | 'status' | 'amountCents' | 'idempotencyKey' | 'cardToken' | 'newCard'
>;

export type NewOrderRow = Required<
  Omit<typeof orders.$inferInsert, 'id' | 'status' | 'subscriptionId' | 'createdAt' | 'updatedAt'>
>;

/**
 * Inserts an order in state 'placed' unless one with its idempotency key exists: undefined then
 * (the unique key decides between twin requests; nothing is written).
 */
export async function insertOrderOnce(
  db: DbOrTx,
  values: NewOrderRow,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(orders)
    .values({ ...values, status: 'placed' })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  return row;
}

export interface OrderLineValues {
  menuItemId: number;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

export async function insertOrderLines(
  db: DbOrTx,
  orderId: number,
  lines: readonly OrderLineValues[],
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(orderLines).values(lines.map((line) => ({ orderId, ...line })));
}

/** The gateway's idempotency key of an order's checkout charge: a retry charges once. */
export const checkoutChargeKey = (orderId: number) => `order-${orderId}-checkout`;

/** The order's pending payment of `amountCents`, charging the card it names. */
export async function insertPendingPayment(
  db: DbOrTx,
  payment: { orderId: number; amountCents: number } & Pick<PaymentRow, 'cardToken' | 'newCard'>,
): Promise<PendingPayment> {
  const [row] = await db
    .insert(payments)
    .values({
      orderId: payment.orderId,
      idempotencyKey: checkoutChargeKey(payment.orderId),
      amountCents: payment.amountCents,
      cardToken: payment.cardToken,
      newCard: payment.newCard,
      status: 'pending',
    })
    .returning({
      id: payments.id,
      status: payments.status,
      amountCents: payments.amountCents,
      idempotencyKey: payments.idempotencyKey,
      cardToken: payments.cardToken,
      newCard: payments.newCard,
    });
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** The order's status, its row locked until the transaction ends (one finisher at a time). */
export async function lockOrderStatus(
  tx: DbOrTx,
  orderId: number,
): Promise<OrderRow['status'] | undefined> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row?.status;
}

export async function markOrderPaid(
  db: DbOrTx,
  orderId: number,
  subscriptionId: number | null,
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'paid', subscriptionId, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/**
 * What checkout keeps on the customer for next time: the shipping address, and the card (its
 * token, never its number) once it has paid.
 */
export type CheckoutDetails = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'company'
    | 'address1'
    | 'address2'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'dayphone'
    | 'deliveryInstructions'
    | 'cardToken'
    | 'cardBrand'
    | 'cardLast4'
    | 'cardExpMonth'
    | 'cardExpYear'
    | 'paymentFirstName'
    | 'paymentLastName'
    | 'paymentCompany'
    | 'paymentAddress'
    | 'paymentAddress2'
    | 'paymentCity'
    | 'paymentState'
    | 'paymentZipCode'
  >
>;

export async function saveCheckoutDetails(
  db: DbOrTx,
  userId: number,
  details: CheckoutDetails,
): Promise<void> {
  await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, userId));
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

export async function findPaymentOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row;
}
