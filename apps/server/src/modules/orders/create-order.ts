import { checkoutMessages, type PriceBreakdown } from '@mealbox/contracts';
import type { Db } from '../../db/client.ts';
import { Conflict } from '../../lib/errors.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { DiscountRow } from '../discounts/discounts.repository.ts';
import { redeemDiscount } from '../discounts/discounts.service.ts';
import {
  insertOrdersOnce,
  saveCheckoutDetails,
  spendGiftCardBalance,
  type InsertedOrderRow,
  type NewCardOnFile,
  type NewOrderRow,
  type OrderInsert,
  type OrderLineValues,
} from './orders.repository.ts';

/**
 * An order to create: whose, for which week, the box's lines at the unit prices charged, the
 * price of the whole (priceOrder's breakdown), the code it redeems and the card that pays what
 * the gift card balance does not.
 */
export interface NewOrder {
  /** Unique per order: the same key never makes a second order. */
  idempotencyKey: string;
  /** The cart checkout orders: it makes one order, whatever the keys (none for other orders). */
  cartId?: number;
  userId: number;
  channelId: number;
  week: string;
  deliveryDate: string;
  kind: NewOrderRow['kind'];
  shipping: NewOrderRow['shipping'];
  lines: readonly OrderLineValues[];
  price: PriceBreakdown;
  discount: DiscountRow | null;
  card: { token: string; newCard: NewCardOnFile | null };
}

/** An order as created, with the charge the card owes (pending; null when it pays nothing). */
export type CreatedOrder = InsertedOrderRow;

/**
 * Creates an order, the one way orders are made (checkout, the weekly lock, the admin's "add an
 * order"), in one transaction: the order in state 'placed' (unless its idempotency key is taken,
 * or its cart made an order that was not declined or cancelled: then nothing is written and the
 * answer is undefined), its lines, the card's pending payment (keyed for the gateway by the
 * order's own key), the code's redemption (its cap and its limits per customer hold under
 * concurrent orders) and the gift card amount taken from the customer's balance only if it is
 * still there (else Conflict). A card typed now that pays nothing is kept on file at once; one
 * that pays is kept once it has paid.
 */
export async function createOrder(db: Db, order: NewOrder): Promise<CreatedOrder | undefined> {
  const insert = orderInsertOf(order);
  // The order, its lines and its payment are one statement, atomic on its own; a code, a gift
  // card or a card kept now add writes that must commit with it.
  if (standsAlone(order)) {
    return (await insertOrdersOnce(db, [insert])).get(order.idempotencyKey);
  }
  const { price } = order;
  const { token, newCard } = order.card;
  return db.transaction(async (tx) => {
    const created = (await insertOrdersOnce(tx, [insert])).get(order.idempotencyKey);
    if (!created) return undefined;
    if (order.discount) await redeemDiscount(tx, order.discount, order.userId, created.order.id);
    if (!(await spendGiftCardBalance(tx, order.userId, price.giftCard))) {
      throw new Conflict(checkoutMessages.balanceChanged);
    }
    if (newCard !== null && price.card === 0) {
      await saveCheckoutDetails(tx, order.userId, { cardToken: token, ...newCard });
    }
    return created;
  });
}

/**
 * createOrder for many orders at once (the weekly lock's batch): the orders that need nothing
 * but their own rows are inserted in one statement, the others one by one as createOrder does.
 * Each answer is createOrder's for that order, in the same place; a failure of the shared
 * statement fails the whole call.
 */
export async function createOrders(
  db: Db,
  orders: readonly NewOrder[],
): Promise<Array<PromiseSettledResult<CreatedOrder | undefined>>> {
  const inserted = await insertOrdersOnce(db, orders.filter(standsAlone).map(orderInsertOf));
  return Promise.all(
    orders.map((order) =>
      standsAlone(order)
        ? settle(Promise.resolve(inserted.get(order.idempotencyKey)))
        : settle(createOrder(db, order)),
    ),
  );
}

const settle = <T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> =>
  promise.then(
    (value) => ({ status: 'fulfilled', value }) as const,
    (reason: unknown) => ({ status: 'rejected', reason }) as const,
  );

/** An order whose rows are all it writes: no code, no gift card, no card to keep now. */
function standsAlone(order: NewOrder): boolean {
  const keepsCardNow = order.card.newCard !== null && order.price.card === 0;
  return !order.discount && order.price.giftCard === 0 && !keepsCardNow;
}

/** The rows an order is: the order priced, its lines, and the card's pending charge. */
function orderInsertOf(order: NewOrder): OrderInsert {
  assertPriced(order);
  const { price } = order;
  const { token, newCard } = order.card;
  return {
    order: {
      customerOrderKey: randomToken(24),
      idempotencyKey: order.idempotencyKey,
      cartId: order.cartId ?? null,
      userId: order.userId,
      channelId: order.channelId,
      week: order.week,
      deliveryDate: order.deliveryDate,
      kind: order.kind,
      subtotalCents: price.subtotal,
      subscriptionDiscountCents: price.subscriptionDiscount,
      discountId: order.discount?.id ?? null,
      discountCents: price.discount,
      giftCardCents: price.giftCard,
      cardChargeCents: price.card,
      totalCents: price.total,
      shipping: order.shipping,
    },
    lines: order.lines,
    payment:
      price.card === 0
        ? null
        : {
            idempotencyKey: `${order.idempotencyKey}:charge`,
            amountCents: price.card,
            cardToken: token,
            newCard,
          },
  };
}

/** An order whose lines do not add up to its price would charge what no one was shown. */
function assertPriced({ lines, price }: NewOrder): void {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (lines.length === 0 || subtotal !== price.subtotal) {
    throw new Error(`an order's lines add up to ${subtotal}, its price says ${price.subtotal}`);
  }
}
