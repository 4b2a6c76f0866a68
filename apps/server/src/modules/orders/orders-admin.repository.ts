import { and, asc, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrdersQuery } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { contains, gridOrder, readIdPaged } from '../../db/grid.ts';
import {
  channels,
  discounts,
  fullName,
  mealPlans,
  menuItems,
  orderLines,
  orders,
  payments,
  refunds,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { mealsOf, type OrderLineValues, type OrderRow } from './orders.repository.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** Customers whose name or email holds the text (by the trigram indexes on both). */
const customersMatching = (text: string) =>
  or(contains(users.email, text), contains(fullName(users), text));

/**
 * Orders of the customers whose name or email holds the text. The customers are found first, and
 * `= ANY(ARRAY(…))` hands their ids to the orders' index on the customer; `IN (SELECT …)` under
 * an OR would scan every order instead.
 */
const ofCustomersMatching = (text: string) =>
  sql`${orders.userId} = ANY(ARRAY(SELECT ${users.id} FROM ${users} WHERE ${customersMatching(text)}))`;

function orderListWhere(query: AdminOrdersQuery): SQL | undefined {
  const q = query.q?.trim();
  const search = q
    ? or(
        /^\d{1,9}$/.test(q) ? eq(orders.id, Number(q)) : undefined,
        eq(orders.customerOrderKey, q),
        ofCustomersMatching(q),
      )
    : undefined;
  const refundState =
    query.status === 'refunded'
      ? and(gt(orders.refundedCents, 0), eq(orders.refundedCents, orders.totalCents))
      : query.status === 'partly_refunded'
        ? and(gt(orders.refundedCents, 0), sql`${orders.refundedCents} < ${orders.totalCents}`)
        : undefined;
  return and(
    search,
    query.week === undefined ? undefined : eq(orders.week, query.week),
    query.status === undefined || refundState
      ? refundState
      : eq(orders.status, query.status as OrderRow['status']),
    query.channel === undefined ? undefined : eq(orders.channelId, query.channel),
    query.customer === undefined ? undefined : eq(orders.userId, query.customer),
    query.kind === undefined ? undefined : eq(orders.kind, query.kind),
  );
}

/**
 * One page of staff's order list and the filtered total. The page's ids are read by index
 * (each filter and sort has one with the id after it) and only their rows are joined to their
 * customer and channel (`readIdPaged`); a search finds matching customers first, then their orders.
 * "created" sorts by id: ids are handed out in the order orders are made, and the id is indexed.
 */
export async function listOrdersForStaff(db: DbOrTx, query: AdminOrdersQuery) {
  const order = gridOrder(
    query,
    {
      id: orders.id,
      created: orders.id,
      total: orders.totalCents,
      week: orders.week,
      status: orders.status,
    },
    { column: orders.id, order: 'desc' },
    orders.id,
  );
  const list = { table: orders, id: orders.id, where: orderListWhere(query), order };
  return readIdPaged(db, list, query, (onPage) =>
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        userId: orders.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        channelId: orders.channelId,
        channelName: channels.name,
        week: orders.week,
        kind: orders.kind,
        status: orders.status,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(channels, eq(channels.id, orders.channelId))
      .where(onPage)
      .orderBy(...order.forward),
  );
}

/** Customers to order for, by name or email (or id), at most `limit`. */
export async function findCustomers(db: DbOrTx, text: string, limit: number) {
  const byId = /^\d{1,9}$/.test(text) ? eq(users.id, Number(text)) : undefined;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(or(byId, customersMatching(text)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit);
}

export async function findOrderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Everything staff see about one order, read together. */
export async function readOrderForStaff(db: DbOrTx, order: OrderRow) {
  const [customer, channel, lines, paid, given, discount, subscription] = await Promise.all([
    db
      .select()
      .from(users)
      .where(eq(users.id, order.userId))
      .then((r) => r[0]),
    db
      .select({ id: channels.id, name: channels.name })
      .from(channels)
      .where(eq(channels.id, order.channelId))
      .then((r) => r[0]),
    db
      .select({
        menuItemId: orderLines.menuItemId,
        sku: menuItems.sku,
        name: orderLines.name,
        unitPriceCents: orderLines.unitPriceCents,
        quantity: orderLines.quantity,
        premiumSurchargeCents: menuItems.premiumSurchargeCents,
      })
      .from(orderLines)
      .innerJoin(menuItems, eq(menuItems.id, orderLines.menuItemId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.name)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    db
      .select({
        refund: refunds,
        byFirst: users.firstName,
        byLast: users.lastName,
        byEmail: users.email,
      })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.createdByUserId))
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.id)),
    order.discountId === null
      ? Promise.resolve(undefined)
      : db
          .select()
          .from(discounts)
          .where(eq(discounts.id, order.discountId))
          .then((r) => r[0]),
    order.subscriptionId === null
      ? Promise.resolve(undefined)
      : db
          .select({
            id: subscriptions.id,
            mealPlanId: subscriptions.mealPlanId,
            weekId: subscriptionWeeks.id,
            weekState: subscriptionWeeks.state,
          })
          .from(subscriptions)
          .leftJoin(
            subscriptionWeeks,
            and(
              eq(subscriptionWeeks.subscriptionId, subscriptions.id),
              eq(subscriptionWeeks.week, order.week),
            ),
          )
          .where(eq(subscriptions.id, order.subscriptionId))
          .then((r) => r[0]),
  ]);
  return { customer, channel, lines, payments: paid, refunds: given, discount, subscription };
}

export type MealPlanRow = typeof mealPlans.$inferSelect;

/** The plans a channel's orders may be priced by: its own and the shared ones, affiliates' too. */
export async function listPlansOfChannel(db: DbOrTx, channelId: number): Promise<MealPlanRow[]> {
  return db
    .select()
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.active, true),
        or(sql`${mealPlans.channelId} IS NULL`, eq(mealPlans.channelId, channelId)),
      ),
    )
    .orderBy(asc(mealPlans.mealsPerWeek), asc(mealPlans.id));
}

export async function findPlanById(db: DbOrTx, id: number): Promise<MealPlanRow | undefined> {
  const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, id)).limit(1);
  return row;
}

/** The order's address, while it is not cancelled. Answers the order as it now is. */
export async function updateOrderShipping(
  db: DbOrTx,
  orderId: number,
  shipping: Record<string, string | null>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ shipping, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), sql`${orders.status} <> 'cancelled'`))
    .returning();
  return row;
}

/** The order's row, locked for the rest of the transaction, only while it is still placed. */
export async function lockPlacedOrder(db: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'placed')))
    .for('update');
  return row;
}

/** A placed order's meals and prices replaced (the caller holds its row lock). */
export async function repriceOrder(
  db: DbOrTx,
  orderId: number,
  change: {
    lines: readonly OrderLineValues[];
    subtotalCents: number;
    subscriptionDiscountCents: number;
    discountCents: number;
    giftCardCents: number;
    cardChargeCents: number;
    totalCents: number;
  },
): Promise<void> {
  const { lines, ...prices } = change;
  await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
  await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
  await db
    .update(orders)
    .set({ ...prices, mealCount: mealsOf(lines), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/**
 * A placed order's pending charge replaced by one of the new amount under a new key (none when the
 * card pays nothing), so that no charge asked for under the old key can be taken for the new
 * amount. Staff change only orders they keep placed, which nothing is charging.
 */
export async function replacePendingPayment(
  db: DbOrTx,
  orderId: number,
  next: { idempotencyKey: string; amountCents: number; cardToken: string | null },
): Promise<void> {
  const [old] = await db
    .delete(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .returning();
  if (next.amountCents === 0) return;
  const cardToken = old?.cardToken ?? next.cardToken;
  if (!cardToken) throw new Error('a charge needs a card');
  await db.insert(payments).values({
    orderId,
    idempotencyKey: next.idempotencyKey,
    amountCents: next.amountCents,
    cardToken,
    status: 'pending',
  });
}

/** The succeeded charge of an order, whose reference a card refund names. */
export async function findSucceededCharge(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'succeeded'),
        sql`${payments.gatewayReference} IS NOT NULL`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/**
 * Holds `amountCents` of a paid order for a refund, in one conditional statement: only while the
 * order is paid and the refunds, with this one, stay within what was paid (and, for the card,
 * within what the card paid). Concurrent refunds queue on the row and each sees the others'
 * holds, so together they can never exceed it. Answers the order as it now is, or undefined.
 */
export async function holdRefund(
  db: DbOrTx,
  orderId: number,
  amountCents: number,
  toCard: boolean,
): Promise<OrderRow | undefined> {
  const card = toCard ? amountCents : 0;
  const [row] = await db
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${amountCents}::integer`,
      cardRefundedCents: sql`${orders.cardRefundedCents} + ${card}::integer`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'paid'),
        sql`${orders.refundedCents} + ${amountCents}::integer <= ${orders.totalCents}`,
        sql`${orders.cardRefundedCents} + ${card}::integer <= ${orders.cardChargeCents}`,
      ),
    )
    .returning();
  return row;
}

/** A hold given back: the gateway refused the refund. */
export async function releaseRefundHold(
  db: DbOrTx,
  orderId: number,
  amountCents: number,
  toCard: boolean,
): Promise<OrderRow | undefined> {
  const card = toCard ? amountCents : 0;
  const [row] = await db
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} - ${amountCents}::integer`,
      cardRefundedCents: sql`${orders.cardRefundedCents} - ${card}::integer`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}

/** A refund's row, unless one with its key exists (then nothing is written: undefined). */
export async function insertRefundOnce(
  db: DbOrTx,
  values: Omit<typeof refunds.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .insert(refunds)
    .values(values)
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  return row;
}

export async function findRefundByKey(db: DbOrTx, key: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key)).limit(1);
  return row;
}

/** A pending refund settled by the gateway's answer; undefined when it was settled already. */
export async function settleRefund(
  db: DbOrTx,
  refundId: number,
  outcome: { status: 'succeeded'; reference: string } | { status: 'failed'; message: string },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set(
      outcome.status === 'succeeded'
        ? { status: 'succeeded', gatewayReference: outcome.reference, updatedAt: new Date() }
        : { status: 'failed', failureMessage: outcome.message, updatedAt: new Date() },
    )
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

/** Adds to the customer's gift card balance; answers the balance before and after. */
export async function creditGiftCardBalance(
  db: DbOrTx,
  userId: number,
  cents: number,
): Promise<{ before: number; after: number } | undefined> {
  const [row] = await db
    .update(users)
    .set({
      giftCardBalanceCents: sql`${users.giftCardBalanceCents} + ${cents}::integer`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ after: users.giftCardBalanceCents });
  return row && { before: row.after - cents, after: row.after };
}

/** An order moved from one status to another, only if it is still in the first. */
export async function moveOrderStatus(
  db: DbOrTx,
  orderId: number,
  from: OrderRow['status'],
  to: OrderRow['status'],
  extra: SQL | undefined = undefined,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), extra))
    .returning();
  return row;
}

/** The condition of a paid order's cancel: everything it cost has been given back. */
export const fullyRefunded = sql`${orders.refundedCents} = ${orders.totalCents}`;

/** The subscription week a weekly-cycle order was made for (by its subscription and week). */
export async function findWeekOfOrder(db: DbOrTx, order: OrderRow) {
  if (order.subscriptionId === null) return undefined;
  const [row] = await db
    .select({ id: subscriptionWeeks.id, state: subscriptionWeeks.state })
    .from(subscriptionWeeks)
    .where(
      and(
        eq(subscriptionWeeks.subscriptionId, order.subscriptionId),
        eq(subscriptionWeeks.week, order.week),
        eq(subscriptionWeeks.orderId, order.id),
      ),
    )
    .limit(1);
  return row;
}
