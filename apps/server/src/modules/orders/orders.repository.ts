import { and, asc, eq, sql, type AnyColumn, type SQL, type WithSubquery } from 'drizzle-orm';
import { preparedPerDb, type DbOrTx } from '../../db/client.ts';
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
  order: typeof orders.$inferInsert & { userId: number; cardChargeCents: number };
  lines: Array<{ menuItemId: number; name: string; unitPriceCents: number; quantity: number }>;
  /** The checkout details kept on the customer for next time; null: not in this statement. */
  details: Partial<typeof users.$inferInsert> | null;
  /** The card the pending payment charges (when the card pays something). */
  card: Pick<PaymentRow, 'cardToken' | 'newCard'>;
}

/**
 * Inserts the order unless one with its idempotency key exists (undefined then, and nothing else
 * is written), with its lines, the customer's checkout details (when given) and, when the card
 * pays something, its pending payment, keyed `order-<id>-checkout` for the gateway, with the card
 * it charges: one statement, so atomic on its own, and one round trip.
 */
export async function insertOrderOnce(
  db: DbOrTx,
  reservation: OrderReservation,
): Promise<{ order: OrderRow; payment: PendingPayment | null } | undefined> {
  const column = (c: AnyColumn) => sql.identifier(c.name);
  const placed = db
    .$with('placed')
    .as(
      db
        .insert(orders)
        .values(reservation.order)
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning(),
    );
  // Data-modifying CTEs all run, each once, whether or not the final select reads them; each
  // writes only when the order was inserted (`from placed`).
  const steps: WithSubquery[] = [placed];
  if (reservation.lines.length > 0) {
    const values = sql.join(
      reservation.lines.map(
        (l) =>
          sql`(${l.menuItemId}::int, ${l.name}::text, ${l.unitPriceCents}::int, ${l.quantity}::int)`,
      ),
      sql`, `,
    );
    steps.push(
      db.$with('lines', {}).as(
        sql`insert into ${orderLines} (${column(orderLines.orderId)}, ${column(orderLines.menuItemId)},
              ${column(orderLines.name)}, ${column(orderLines.unitPriceCents)}, ${column(orderLines.quantity)})
            select placed.id, line.menu_item_id, line.name, line.unit_price_cents, line.quantity
              from placed, (values ${values}) as line (menu_item_id, name, unit_price_cents, quantity)`,
      ),
    );
  }
  if (reservation.details) {
    steps.push(
      db.$with('details', {}).as(
        db
          .update(users)
          .set({ ...reservation.details, updatedAt: new Date() })
          .where(and(eq(users.id, reservation.order.userId), sql`exists (select from placed)`))
          .getSQL(),
      ),
    );
  }
  const amount = reservation.order.cardChargeCents;
  const { cardToken, newCard } = reservation.card;
  if (amount > 0) {
    steps.push(
      db.$with('payment', { id: sql<number>`id` }).as(
        sql`insert into ${payments} (${column(payments.orderId)}, ${column(payments.idempotencyKey)},
              ${column(payments.amountCents)}, ${column(payments.cardToken)},
              ${column(payments.newCard)}, ${column(payments.status)})
            select placed.id, 'order-' || placed.id || '-checkout', ${amount}::int,
                   ${cardToken}::text, ${newCard === null ? null : JSON.stringify(newCard)}::jsonb,
                   'pending'
              from placed
            returning ${column(payments.id)}`,
      ),
    );
  }
  const [row] = await db
    .with(...steps)
    .select({
      order: placed._.selectedFields,
      paymentId:
        amount > 0 ? sql<number>`(select id from payment)`.mapWith(Number) : sql<null>`null`,
    })
    .from(placed);
  if (!row) return undefined;
  const order = row.order;
  return {
    order,
    payment:
      row.paymentId === null
        ? null
        : {
            id: row.paymentId,
            status: 'pending',
            amountCents: amount,
            idempotencyKey: `order-${order.id}-checkout`,
            cardToken,
            newCard,
          },
  };
}

/**
 * Keeps the checkout's address, or a card that paid (its token, never its number), on the
 * customer for next time: the statement, not run yet (runAsOne), or run by saveCheckoutDetails.
 */
export function checkoutDetailsUpdate(
  db: DbOrTx,
  userId: number,
  details: Partial<typeof users.$inferInsert>,
) {
  return db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function saveCheckoutDetails(
  db: DbOrTx,
  userId: number,
  details: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await checkoutDetailsUpdate(db, userId, details);
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

/**
 * Moves a placed order to paid exactly once; false when another request already did. With
 * `subscription` (startSubscriptionSteps), the subscription is created in the same statement and
 * linked to the order; when the order was no longer placed the caller must roll it back.
 */
export async function markOrderPaid(
  db: DbOrTx,
  orderId: number,
  subscription: { steps: WithSubquery[]; id: SQL<number> } | null,
): Promise<boolean> {
  const rows = await (subscription ? db.with(...subscription.steps) : db)
    .update(orders)
    .set({ status: 'paid', subscriptionId: subscription?.id ?? null, updatedAt: new Date() })
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
