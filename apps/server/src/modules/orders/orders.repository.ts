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

/** The order made from the cart, unless it was declined or cancelled (orders_cart_idx). */
export async function findOrderFromCart(db: DbOrTx, cartId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    // The index's own condition, as written there, so that the planner reads the index.
    .where(and(eq(orders.cartId, cartId), sql`${orders.status} in ('placed', 'paid')`))
    .limit(1);
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
  Omit<
    typeof orders.$inferInsert,
    | 'id'
    | 'status'
    | 'subscriptionId'
    | 'refundedCents'
    | 'cardRefundedCents'
    | 'mealCount'
    | 'createdAt'
    | 'updatedAt'
  >
>;

export interface OrderLineValues {
  menuItemId: number;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

/** An order's meals, kept on the order wherever its lines are written. */
export const mealsOf = (lines: readonly Pick<OrderLineValues, 'quantity'>[]): number =>
  lines.reduce((meals, line) => meals + line.quantity, 0);

/** An order to insert with its lines and, when the card pays something, its pending charge. */
export interface OrderInsert {
  order: NewOrderRow;
  lines: readonly OrderLineValues[];
  payment: Pick<PaymentRow, 'idempotencyKey' | 'amountCents' | 'cardToken' | 'newCard'> | null;
}

const InsertedOrder = z.object({
  key: z.string(),
  id: z.int(),
  created_at: z.union([z.string(), z.date()]),
  payment_id: z.nullable(z.int()),
});

/** An order as inserted, with its pending payment (null when the card pays nothing). */
export interface InsertedOrderRow {
  order: OrderRow;
  payment: PendingPayment | null;
}

/**
 * Inserts orders in state 'placed' with their lines and pending payments, in one statement,
 * each unless an order with its idempotency key exists, or one made from its cart that was not
 * declined or cancelled (the unique keys decide between twin requests; nothing is written for
 * that one). Answers the orders inserted, by idempotency key.
 * One order or a weekly lock's batch take the same statement, so its text is planned once.
 */
export async function insertOrdersOnce(
  db: DbOrTx,
  inserts: readonly OrderInsert[],
): Promise<Map<string, InsertedOrderRow>> {
  const inserted = new Map<string, InsertedOrderRow>();
  if (inserts.length === 0) return inserted;
  const input = JSON.stringify(
    inserts.map(({ order: o, lines, payment }) => ({
      customer_order_key: o.customerOrderKey,
      idempotency_key: o.idempotencyKey,
      cart_id: o.cartId,
      user_id: o.userId,
      channel_id: o.channelId,
      week: o.week,
      delivery_date: o.deliveryDate,
      kind: o.kind,
      subtotal_cents: o.subtotalCents,
      meal_count: mealsOf(lines),
      subscription_discount_cents: o.subscriptionDiscountCents,
      discount_id: o.discountId,
      discount_cents: o.discountCents,
      gift_card_cents: o.giftCardCents,
      card_charge_cents: o.cardChargeCents,
      total_cents: o.totalCents,
      shipping: o.shipping,
      lines: lines.map((l) => ({
        menu_item_id: l.menuItemId,
        name: l.name,
        unit_price_cents: l.unitPriceCents,
        quantity: l.quantity,
      })),
      payment: payment && {
        idempotency_key: payment.idempotencyKey,
        amount_cents: payment.amountCents,
        card_token: payment.cardToken,
        new_card: payment.newCard,
      },
    })),
  );
  const rows = await queryBuiltJson<unknown[]>(
    db,
    sql`WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x (customer_order_key text,
             idempotency_key text, cart_id integer, user_id integer, channel_id integer,
             week date, delivery_date date, kind text, subtotal_cents integer, meal_count integer,
             subscription_discount_cents integer, discount_id integer, discount_cents integer,
             gift_card_cents integer, card_charge_cents integer, total_cents integer,
             shipping jsonb, lines jsonb, payment jsonb)
    ), o AS (
      INSERT INTO orders (customer_order_key, idempotency_key, cart_id, user_id, channel_id, week,
                          delivery_date, kind, status, subtotal_cents, meal_count,
                          subscription_discount_cents, discount_id, discount_cents,
                          gift_card_cents, card_charge_cents, total_cents, shipping)
      SELECT customer_order_key, idempotency_key, cart_id, user_id, channel_id, week,
             delivery_date, kind, 'placed', subtotal_cents, meal_count,
             subscription_discount_cents, discount_id, discount_cents,
             gift_card_cents, card_charge_cents, total_cents, shipping
        FROM input ORDER BY idempotency_key
      ON CONFLICT DO NOTHING
      RETURNING id, idempotency_key, created_at
    ), l AS (
      INSERT INTO order_lines (order_id, menu_item_id, name, unit_price_cents, quantity)
      SELECT o.id, line.menu_item_id, line.name, line.unit_price_cents, line.quantity
        FROM o JOIN input x ON x.idempotency_key = o.idempotency_key,
             jsonb_to_recordset(x.lines) AS line (menu_item_id integer, name text,
                                                  unit_price_cents integer, quantity integer)
    ), p AS (
      INSERT INTO payments (order_id, idempotency_key, amount_cents, card_token, new_card, status)
      SELECT o.id, x.payment->>'idempotency_key', (x.payment->>'amount_cents')::integer,
             x.payment->>'card_token', NULLIF(x.payment->'new_card', 'null'::jsonb), 'pending'
        FROM o JOIN input x ON x.idempotency_key = o.idempotency_key
       WHERE jsonb_typeof(x.payment) = 'object'
      RETURNING id, order_id
    )
    SELECT COALESCE(json_agg(json_build_object('key', o.idempotency_key, 'id', o.id,
                                               'created_at', o.created_at, 'payment_id', p.id)),
                    '[]'::json)
      FROM o LEFT JOIN p ON p.order_id = o.id`,
  );
  const byKey = new Map(inserts.map((i) => [i.order.idempotencyKey, i]));
  for (const row of z.array(InsertedOrder).parse(rows ?? [])) {
    const { order: values, payment } = byKey.get(row.key)!;
    const createdAt = new Date(row.created_at);
    const order: OrderRow = {
      ...values,
      id: row.id,
      status: 'placed',
      subscriptionId: null,
      refundedCents: 0,
      cardRefundedCents: 0,
      mealCount: mealsOf(byKey.get(row.key)!.lines),
      createdAt,
      updatedAt: createdAt,
    };
    inserted.set(row.key, {
      order,
      payment:
        !payment || row.payment_id === null
          ? null
          : { ...payment, id: row.payment_id, status: 'pending' },
    });
  }
  return inserted;
}

/**
 * The condition of a single order's own writes that come with paying it (markOrdersPaidOnce with
 * one row): the order was still 'placed' when the statement locked its row.
 */
export const whileOrderPlaced = sql`EXISTS (SELECT 1 FROM placed_order)`;

/**
 * Rows of the orders a markOrdersPaidOnce statement paid, for writes made for all of them at once:
 * their customers' carts (`user_id`, `channel_id`, `week`), their mails (`mail`, jsonb, null for
 * none), their purchase events (`user_id`, `properties`) and the caller's own values (`own`).
 */
export const paidOrderCarts = sql`SELECT user_id, channel_id, week FROM paid_order_row`;
export const paidOrderMails = sql`SELECT mail FROM paid_order_row`;
export const paidOrderPurchases = sql`SELECT user_id, purchase AS properties FROM paid_order_row`;
export const paidOrderOwn = sql`SELECT own FROM paid_order_row`;

/** An order to mark paid: the charge that paid it, and the values its writes read. */
export interface PaidOrderRow {
  orderId: number;
  charged: { paymentId: number; reference: string } | null;
  userId: number;
  channelId: number;
  week: string;
  mail: object | null;
  purchase: Record<string, unknown>;
  own: Record<string, unknown> | null;
}

/**
 * Marks placed orders paid, in one statement with the results of the charges that paid them
 * (saved whatever the orders' state) and the writes that come with them: writes reading
 * the `paidOrder…` rows (the orders still placed), or, for a single order, writes built with the
 * condition `whileOrderPlaced`; `subscriptionId`, SQL naming the subscription one of those writes
 * starts (a single order only). The orders' rows are locked first, in id order: a twin request
 * finishing the same order waits for it, then finds the order paid, and none of its writes happen.
 * Answers the orders this statement paid.
 */
export async function markOrdersPaidOnce(
  db: DbOrTx,
  paid: {
    rows: readonly PaidOrderRow[];
    writes: readonly GatedWrite[];
    subscriptionId: SQL | null;
  },
): Promise<Set<number>> {
  if (paid.rows.length === 0) return new Set();
  if (paid.subscriptionId !== null && paid.rows.length !== 1) {
    throw new Error('a subscription is started by one order at a time');
  }
  const input = JSON.stringify(
    paid.rows.map((r) => ({
      order_id: r.orderId,
      payment_id: r.charged?.paymentId ?? null,
      reference: r.charged?.reference ?? null,
      user_id: r.userId,
      channel_id: r.channelId,
      week: r.week,
      mail: r.mail,
      purchase: r.purchase,
      own: r.own,
    })),
  );
  const ids = await queryBuiltJson<number[]>(
    db,
    sql`WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb)
               AS x (order_id integer, payment_id integer, reference text, user_id integer,
                     channel_id integer, week date, mail jsonb, purchase jsonb, own jsonb)
    ), placed_order AS MATERIALIZED (
      -- = ANY (ARRAY(…)): by index however large the table (the planner cannot count JSON rows)
      SELECT id FROM orders WHERE id = ANY (ARRAY(SELECT order_id FROM input)) AND status = 'placed'
       ORDER BY id FOR UPDATE
    ), paid_order_row AS MATERIALIZED (
      SELECT x.* FROM input x JOIN placed_order o ON o.id = x.order_id
    ), settled AS (
      UPDATE payments p SET status = 'succeeded', gateway_reference = x.reference,
                            updated_at = now()
        FROM input x WHERE p.id = x.payment_id AND p.id = ANY (ARRAY(SELECT payment_id FROM input))
    ), ${paid.writes.length > 0 ? sql`${cteList(paid.writes)}, ` : sql``}paid AS (
      UPDATE orders SET status = 'paid', updated_at = now(),
                        subscription_id = ${paid.subscriptionId ?? sql`subscription_id`}
       WHERE id IN (SELECT id FROM placed_order)
      RETURNING id
    )
    SELECT COALESCE(json_agg(id), '[]'::json) FROM paid`,
  );
  return new Set(ids ?? []);
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
 * Rows of the orders a settleDeclinedOnce statement moved to 'payment_failed', for writes made for
 * all of them at once: their mails (`mail`, jsonb) and the caller's own values (`own`).
 */
export const failedOrderMails = sql`SELECT mail FROM failed_order_row`;
export const failedOrderOwn = sql`SELECT own FROM failed_order_row`;

/** A declined charge to settle, and the values its writes read. */
export interface DeclinedOrderRow {
  orderId: number;
  paymentId: number;
  message: string;
  mail: object | null;
  own: Record<string, unknown> | null;
}

/**
 * Declined charges, in one statement: each payment declined, and, only for the orders still
 * 'placed' when the statement locked them (in id order), the order 'payment_failed' with the
 * writes that come with it (reading the `failedOrder…` rows). Answers the orders this statement moved
 * (another process may have settled the others).
 */
export async function settleDeclinedOnce(
  db: DbOrTx,
  declined: { rows: readonly DeclinedOrderRow[]; writes: readonly GatedWrite[] },
): Promise<Set<number>> {
  if (declined.rows.length === 0) return new Set();
  const input = JSON.stringify(
    declined.rows.map((r) => ({
      order_id: r.orderId,
      payment_id: r.paymentId,
      message: r.message,
      mail: r.mail,
      own: r.own,
    })),
  );
  const { writes } = declined;
  const ids = await queryBuiltJson<number[]>(
    db,
    sql`WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb)
               AS x (order_id integer, payment_id integer, message text, mail jsonb, own jsonb)
    ), placed_order AS MATERIALIZED (
      -- = ANY (ARRAY(…)): by index however large the table (the planner cannot count JSON rows)
      SELECT id FROM orders WHERE id = ANY (ARRAY(SELECT order_id FROM input)) AND status = 'placed'
       ORDER BY id FOR UPDATE
    ), settled AS (
      UPDATE payments p SET status = 'declined', failure_message = x.message, updated_at = now()
        FROM input x WHERE p.id = x.payment_id AND p.status = 'pending'
         AND p.id = ANY (ARRAY(SELECT payment_id FROM input))
    ), failed_order AS (
      UPDATE orders SET status = 'payment_failed', updated_at = now()
       WHERE id IN (SELECT id FROM placed_order)
      RETURNING id
    ), failed_order_row AS MATERIALIZED (
      SELECT x.* FROM input x JOIN failed_order o ON o.id = x.order_id
    )${writes.length > 0 ? sql`, ${cteList(writes)}` : sql``}
    SELECT COALESCE(json_agg(id), '[]'::json) FROM failed_order`,
  );
  return new Set(ids ?? []);
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
