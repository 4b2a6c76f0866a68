import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import { preparedPerDb, queryBuiltJson, type DbOrTx } from '../../db/client.ts';
import { cteList, updateWhen, type GatedWrite } from '../../db/gated-writes.ts';
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

export interface OrderLineValues {
  menuItemId: number;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

/** An order to insert with its lines and, when the card pays something, its pending charge. */
export interface OrderInsert {
  order: NewOrderRow;
  lines: readonly OrderLineValues[];
  payment: Pick<PaymentRow, 'idempotencyKey' | 'amountCents' | 'cardToken' | 'newCard'> | null;
}

const InsertedOrder = z.object({
  id: z.int(),
  created_at: z.union([z.string(), z.date()]),
  payment_id: z.nullable(z.int()),
});

/**
 * Inserts an order in state 'placed' with its lines and its pending payment, in one statement,
 * unless an order with its idempotency key exists: undefined then, and nothing is written (the
 * unique key decides between twin requests).
 */
export async function insertOrderOnce(
  db: DbOrTx,
  { order: values, lines, payment }: OrderInsert,
): Promise<{ order: OrderRow; payment: PendingPayment | null } | undefined> {
  const row = await queryBuiltJson<unknown>(
    db,
    sql`WITH o AS (
      INSERT INTO orders (customer_order_key, idempotency_key, user_id, channel_id, week,
                          delivery_date, kind, status, subtotal_cents, subscription_discount_cents,
                          discount_id, discount_cents, gift_card_cents, card_charge_cents,
                          total_cents, shipping)
      VALUES (${values.customerOrderKey}, ${values.idempotencyKey}, ${values.userId},
              ${values.channelId}, ${values.week}::date, ${values.deliveryDate}::date,
              ${values.kind}, 'placed', ${values.subtotalCents},
              ${values.subscriptionDiscountCents}, ${values.discountId}::integer,
              ${values.discountCents}, ${values.giftCardCents}, ${values.cardChargeCents},
              ${values.totalCents}, ${JSON.stringify(values.shipping)}::jsonb)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, created_at
    ), l AS (
      INSERT INTO order_lines (order_id, menu_item_id, name, unit_price_cents, quantity)
      SELECT o.id, line.menu_item_id, line.name, line.unit_price_cents, line.quantity
        FROM o, jsonb_to_recordset(${JSON.stringify(
          lines.map((l) => ({
            menu_item_id: l.menuItemId,
            name: l.name,
            unit_price_cents: l.unitPriceCents,
            quantity: l.quantity,
          })),
        )}::jsonb) AS line (menu_item_id integer, name text, unit_price_cents integer,
                             quantity integer)
    ), p AS (
      INSERT INTO payments (order_id, idempotency_key, amount_cents, card_token, new_card, status)
      SELECT o.id, ${payment?.idempotencyKey ?? null}::text, ${payment?.amountCents ?? 0}::integer,
             ${payment?.cardToken ?? null}::text,
             ${payment?.newCard ? JSON.stringify(payment.newCard) : null}::jsonb, 'pending'
        FROM o WHERE ${payment !== null}::boolean
      RETURNING id
    )
    SELECT json_build_object('id', o.id, 'created_at', o.created_at,
                             'payment_id', (SELECT id FROM p))
      FROM o`,
  );
  if (row === undefined || row === null) return undefined;
  const inserted = InsertedOrder.parse(row);
  const createdAt = new Date(inserted.created_at);
  const order: OrderRow = {
    ...values,
    id: inserted.id,
    status: 'placed',
    subscriptionId: null,
    createdAt,
    updatedAt: createdAt,
  };
  if (!payment || inserted.payment_id === null) return { order, payment: null };
  return { order, payment: { ...payment, id: inserted.payment_id, status: 'pending' } };
}

/**
 * The condition of the writes that come with paying an order (markOrderPaidOnce): the order was
 * still 'placed' when the statement locked its row.
 */
export const whileOrderPlaced = sql`EXISTS (SELECT 1 FROM placed_order)`;

/**
 * Marks a placed order paid, in one statement with the result of the charge that paid it (saved
 * whatever the order's state) and the writes that come with it (each built with the condition
 * `whileOrderPlaced`); `subscriptionId`, SQL naming the subscription one of those writes starts.
 * The order's row is locked first: a twin request finishing the same order waits for it, then
 * finds the order paid, and none of its writes happen. False when the order was no longer placed.
 */
export async function markOrderPaidOnce(
  db: DbOrTx,
  paid: {
    orderId: number;
    charged: { paymentId: number; reference: string } | null;
    writes: readonly GatedWrite[];
    subscriptionId: SQL | null;
  },
): Promise<boolean> {
  const { orderId, charged } = paid;
  const paidNow = await queryBuiltJson<boolean>(
    db,
    sql`WITH placed_order AS MATERIALIZED (
      SELECT id FROM orders WHERE id = ${orderId}::integer AND status = 'placed' FOR UPDATE
    ), settled AS (
      UPDATE payments SET status = 'succeeded', gateway_reference = ${charged?.reference ?? null},
                          updated_at = now()
       WHERE id = ${charged?.paymentId ?? null}::integer
    ), ${paid.writes.length > 0 ? sql`${cteList(paid.writes)}, ` : sql``}paid AS (
      UPDATE orders SET status = 'paid', updated_at = now(),
                        subscription_id = ${paid.subscriptionId ?? sql`subscription_id`}
       WHERE id IN (SELECT id FROM placed_order)
      RETURNING id
    )
    SELECT to_json(EXISTS (SELECT 1 FROM paid))`,
  );
  return paidNow === true;
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

/** A shipping address as checkout and the account page take it (spec field names). */
export interface ShippingFields {
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  dayphone?: string | null;
  delivery_instructions?: string | null;
}

/** A shipping address as the customer's details keep it for next time. */
export function shippingDetailsOf(s: ShippingFields): CheckoutDetails {
  return {
    firstName: s.first_name ?? '',
    lastName: s.last_name ?? '',
    company: s.company ?? null,
    address1: s.address_1 ?? null,
    address2: s.address_2 ?? null,
    city: s.city ?? null,
    state: s.state ?? null,
    zipCode: s.zip_code ?? null,
    dayphone: s.dayphone ?? null,
    deliveryInstructions: s.delivery_instructions ?? null,
  };
}

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

/** saveCheckoutDetails as one write of a statement, done only when `when` holds. */
export function saveCheckoutDetailsWhen(
  userId: number,
  details: CheckoutDetails,
  when: SQL,
): GatedWrite {
  return {
    name: 'saved_details',
    statement: updateWhen(
      users,
      { ...details, updatedAt: new Date() },
      sql`id = ${userId}::integer`,
      when,
    ),
  };
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

/** The order's latest payment: a subscription week's retries add one per attempt. */
export async function findPaymentOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** What settles a declined charge or reopens a failed order: writes gated on its change. */
type GatedWrites = (when: SQL) => GatedWrite[];

/**
 * A declined charge, in one statement: the payment declined, and, only if the order was still
 * 'placed' when the statement locked it, the order 'payment_failed' with the writes that come
 * with it (gated on `when`). False when the order had moved on (another process settled it).
 */
export async function settleDeclinedOnce(
  db: DbOrTx,
  declined: { orderId: number; paymentId: number; message: string; writes: GatedWrites },
): Promise<boolean> {
  const writes = declined.writes(sql`EXISTS (SELECT 1 FROM failed_order)`);
  const failed = await queryBuiltJson<boolean>(
    db,
    sql`WITH placed_order AS MATERIALIZED (
      SELECT id FROM orders WHERE id = ${declined.orderId}::integer AND status = 'placed' FOR UPDATE
    ), settled AS (
      UPDATE payments SET status = 'declined', failure_message = ${declined.message}, updated_at = now()
       WHERE id = ${declined.paymentId}::integer AND status = 'pending'
    ), failed_order AS (
      UPDATE orders SET status = 'payment_failed', updated_at = now()
       WHERE id IN (SELECT id FROM placed_order)
      RETURNING id
    )${writes.length > 0 ? sql`, ${cteList(writes)}` : sql``}
    SELECT to_json(EXISTS (SELECT 1 FROM failed_order))`,
  );
  return failed === true;
}

/**
 * Another attempt at a declined order, in one statement: only if the order is still
 * 'payment_failed', it is 'placed' again with a new pending payment (its own idempotency key,
 * unique: two processes cannot open the same attempt) and the writes that come with it. Answers
 * the new payment, or undefined when the order was not waiting for one.
 */
export async function reopenFailedOrder(
  db: DbOrTx,
  reopen: {
    orderId: number;
    payment: { idempotencyKey: string; amountCents: number; cardToken: string };
    writes: GatedWrites;
  },
): Promise<PendingPayment | undefined> {
  const writes = reopen.writes(sql`EXISTS (SELECT 1 FROM reopened)`);
  const row = await queryBuiltJson<{ id: number } | null>(
    db,
    sql`WITH reopened AS (
      UPDATE orders SET status = 'placed', updated_at = now()
       WHERE id = ${reopen.orderId}::integer AND status = 'payment_failed'
         AND NOT EXISTS (SELECT 1 FROM payments
                          WHERE idempotency_key = ${reopen.payment.idempotencyKey})
      RETURNING id
    ), attempt AS (
      INSERT INTO payments (order_id, idempotency_key, amount_cents, card_token, status)
      SELECT id, ${reopen.payment.idempotencyKey}, ${reopen.payment.amountCents}::integer,
             ${reopen.payment.cardToken}, 'pending'
        FROM reopened
      RETURNING id
    )${writes.length > 0 ? sql`, ${cteList(writes)}` : sql``}
    SELECT (SELECT json_build_object('id', id) FROM attempt)`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    status: 'pending',
    amountCents: reopen.payment.amountCents,
    idempotencyKey: reopen.payment.idempotencyKey,
    cardToken: reopen.payment.cardToken,
    newCard: null,
  };
}

/**
 * A declined order given up, in one statement: only if it is still 'payment_failed', it is
 * 'cancelled', the gift card balance it used goes back to the customer, and the writes that come
 * with it happen. False when it was not (paid meanwhile, or cancelled already).
 */
export async function cancelFailedOrder(
  db: DbOrTx,
  cancel: { orderId: number; writes: GatedWrites },
): Promise<boolean> {
  const writes = cancel.writes(sql`EXISTS (SELECT 1 FROM cancelled_order)`);
  const cancelled = await queryBuiltJson<boolean>(
    db,
    sql`WITH cancelled_order AS (
      UPDATE orders SET status = 'cancelled', updated_at = now()
       WHERE id = ${cancel.orderId}::integer AND status = 'payment_failed'
      RETURNING id, user_id, gift_card_cents
    ), refunded AS (
      UPDATE users u SET gift_card_balance_cents = u.gift_card_balance_cents + c.gift_card_cents
        FROM cancelled_order c WHERE u.id = c.user_id AND c.gift_card_cents > 0
    )${writes.length > 0 ? sql`, ${cteList(writes)}` : sql``}
    SELECT to_json(EXISTS (SELECT 1 FROM cancelled_order))`,
  );
  return cancelled === true;
}

/**
 * An order made for a week that changed before it was linked to it (the customer skipped at the
 * deadline): cancelled before any charge, its gift card amount given back. False when it had
 * moved on from 'placed'.
 */
export async function withdrawPlacedOrder(db: DbOrTx, orderId: number): Promise<boolean> {
  const withdrawn = await queryBuiltJson<boolean>(
    db,
    sql`WITH withdrawn AS (
      UPDATE orders SET status = 'cancelled', updated_at = now()
       WHERE id = ${orderId}::integer AND status = 'placed'
      RETURNING id, user_id, gift_card_cents
    ), refunded AS (
      UPDATE users u SET gift_card_balance_cents = u.gift_card_balance_cents + w.gift_card_cents
        FROM withdrawn w WHERE u.id = w.user_id AND w.gift_card_cents > 0
    ), voided AS (
      UPDATE payments SET status = 'error', failure_message = 'withdrawn before charging',
                          updated_at = now()
       WHERE order_id IN (SELECT id FROM withdrawn) AND status = 'pending'
    )
    SELECT to_json(EXISTS (SELECT 1 FROM withdrawn))`,
  );
  return withdrawn === true;
}

/** An order with its lines' names and quantities, for the customer's lists. */
export type OrderListed = OrderRow & { items: Array<{ name: string; quantity: number }> };

/**
 * The customer's orders in a channel, newest week first: those of one week, or those before or
 * from a week, at most `limit`.
 */
export async function listOrdersOf(
  db: DbOrTx,
  filter: {
    userId: number;
    channelId: number;
    week?: string;
    before?: string;
    from?: string;
    limit: number;
  },
): Promise<OrderListed[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, filter.userId),
        eq(orders.channelId, filter.channelId),
        filter.week === undefined ? undefined : eq(orders.week, filter.week),
        filter.before === undefined ? undefined : lt(orders.week, filter.before),
        filter.from === undefined ? undefined : gte(orders.week, filter.from),
      ),
    )
    .orderBy(desc(orders.week), desc(orders.id))
    .limit(filter.limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select({ orderId: orderLines.orderId, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.name));
  return rows.map((order) => ({
    ...order,
    items: lines
      .filter((l) => l.orderId === order.id)
      .map(({ name, quantity }) => ({ name, quantity })),
  }));
}
