import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedPerDb, queryRows, type DbOrTx } from '../../db/client.ts';
import type { analyticsEvents, emailOutbox } from '../../db/schema.ts';
import { discounts, menuItems, orderLines, orders, payments, users } from '../../db/schema.ts';

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

export interface OrderReservation {
  order: Required<
    Omit<typeof orders.$inferInsert, 'id' | 'status' | 'subscriptionId' | 'createdAt' | 'updatedAt'>
  >;
  lines: Array<{ menuItemId: number; name: string; unitPriceCents: number; quantity: number }>;
  /** The card the pending payment charges (when the card pays something). */
  card: Pick<PaymentRow, 'cardToken' | 'newCard'>;
}

/**
 * Inserts the order unless one with its idempotency key exists (undefined then, and nothing else
 * is written), with its lines and, when the card pays something, its pending payment, keyed
 * `order-<id>-checkout` for the gateway, with the card it charges: the database function
 * checkout_reserve_order (migration 0006), one round trip, atomic on its own.
 */
export async function insertOrderOnce(
  db: DbOrTx,
  { order: values, lines, card }: OrderReservation,
): Promise<{ order: OrderRow; payment: PendingPayment | null } | undefined> {
  const [row] = await queryRows<{
    reserved: { order_id: number; created_at: string; payment_id: number | null } | null;
  }>(
    db,
    sql`select checkout_reserve_order(${values.customerOrderKey}::text,
          ${values.idempotencyKey}::text, ${values.userId}::integer, ${values.channelId}::integer,
          ${values.week}::date, ${values.deliveryDate}::date, ${values.kind}::text,
          ${values.subtotalCents}::integer, ${values.subscriptionDiscountCents}::integer,
          ${values.discountId}::integer, ${values.discountCents}::integer,
          ${values.giftCardCents}::integer, ${values.cardChargeCents}::integer,
          ${values.totalCents}::integer, ${JSON.stringify(values.shipping)}::jsonb,
          ${JSON.stringify(
            lines.map((l) => ({
              menu_item_id: l.menuItemId,
              name: l.name,
              unit_price_cents: l.unitPriceCents,
              quantity: l.quantity,
            })),
          )}::jsonb,
          ${card.cardToken}::text, ${json(card.newCard)}::jsonb) as reserved`,
  );
  const reserved = row?.reserved;
  if (!reserved) return undefined;
  const createdAt = new Date(reserved.created_at);
  const order: OrderRow = {
    ...values,
    id: reserved.order_id,
    status: 'placed',
    subscriptionId: null,
    createdAt,
    updatedAt: createdAt,
  };
  return {
    order,
    payment:
      reserved.payment_id === null
        ? null
        : {
            id: reserved.payment_id,
            status: 'pending',
            amountCents: order.cardChargeCents,
            idempotencyKey: `order-${order.id}-checkout`,
            ...card,
          },
  };
}

/** A JSON parameter; null stays null. */
const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * What checkout keeps on the customer for next time: the shipping address, and the card (its
 * token, never its number) once it has paid.
 */
const detailColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  address1: users.address1,
  address2: users.address2,
  city: users.city,
  state: users.state,
  zipCode: users.zipCode,
  dayphone: users.dayphone,
  deliveryInstructions: users.deliveryInstructions,
  cardToken: users.cardToken,
  cardBrand: users.cardBrand,
  cardLast4: users.cardLast4,
  cardExpMonth: users.cardExpMonth,
  cardExpYear: users.cardExpYear,
  paymentFirstName: users.paymentFirstName,
  paymentLastName: users.paymentLastName,
  paymentCompany: users.paymentCompany,
  paymentAddress: users.paymentAddress,
  paymentAddress2: users.paymentAddress2,
  paymentCity: users.paymentCity,
  paymentState: users.paymentState,
  paymentZipCode: users.paymentZipCode,
};
export type CheckoutDetails = Partial<Pick<typeof users.$inferInsert, keyof typeof detailColumns>>;

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

/** What finishes a paid order (finishOrder). */
export interface OrderFinish {
  order: Pick<OrderRow, 'id' | 'userId' | 'channelId' | 'week'>;
  /** The charge made by this request, saved with the rest; null when there was none. */
  charged: { paymentId: number; reference: string } | null;
  /** The plan of the subscription the order starts; null for a one-time order. */
  mealPlanId: number | null;
  /** The customer's details to keep (the others stay as they are). */
  details: CheckoutDetails;
  mail: typeof emailOutbox.$inferInsert | null;
  event: typeof analyticsEvents.$inferInsert;
}

/**
 * Marks a placed order paid, with its charge's result, its subscription (with its first week and
 * that week's meals), the customer's details, the cart emptied, the confirmation mail and the
 * purchase event, exactly once: the database function checkout_finish_order (migration 0006), one
 * round trip, atomic on its own. False when the order was no longer placed (another request
 * finished it): then only the charge's result is saved.
 */
export async function finishOrder(db: DbOrTx, finish: OrderFinish): Promise<boolean> {
  const { order, charged, mail, event } = finish;
  // The details by column name, as the function reads them.
  const details = Object.fromEntries(
    Object.entries(finish.details).map(([key, value]) => [
      detailColumns[key as keyof CheckoutDetails].name,
      value,
    ]),
  );
  const [row] = await queryRows<{ paid: boolean }>(
    db,
    sql`select checkout_finish_order(${order.id}::integer, ${order.userId}::integer,
          ${order.channelId}::integer, ${order.week}::date, ${charged?.paymentId ?? null}::integer,
          ${charged?.reference ?? null}::text, ${finish.mealPlanId}::integer,
          ${JSON.stringify(details)}::jsonb, ${mail?.to ?? null}::text,
          ${mail?.subject ?? null}::text, ${mail?.html ?? null}::text, ${mail?.text ?? null}::text,
          ${mail?.template ?? null}::text, ${mail?.status ?? null}::text, ${event.name}::text,
          ${event.userId ?? null}::integer, ${event.channelId ?? null}::integer,
          ${event.visitorKey ?? null}::text, ${json(event.properties ?? {})}::jsonb,
          ${json(event.metadata)}::jsonb) as paid`,
  );
  return row?.paid === true;
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
