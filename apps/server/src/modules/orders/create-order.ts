import { checkoutMessages, type PriceBreakdown } from '@mealbox/contracts';
import type { Db } from '../../db/client.ts';
import { Conflict } from '../../lib/errors.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { DiscountRow } from '../discounts/discounts.repository.ts';
import { redeemDiscount } from '../discounts/discounts.service.ts';
import {
  insertOrderOnce,
  saveCheckoutDetails,
  spendGiftCardBalance,
  type NewCardOnFile,
  type NewOrderRow,
  type OrderInsert,
  type OrderLineValues,
  type OrderRow,
  type PendingPayment,
} from './orders.repository.ts';

/**
 * An order to create: whose, for which week, the box's lines at the unit prices charged, the
 * price of the whole (priceOrder's breakdown), the code it redeems and the card that pays what
 * the gift card balance does not.
 */
export interface NewOrder {
  /** Unique per order: the same key never makes a second order. */
  idempotencyKey: string;
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

export interface CreatedOrder {
  order: OrderRow;
  /** The charge the card owes, pending; null when the card pays nothing. */
  payment: PendingPayment | null;
}

/**
 * Creates an order, the one way orders are made (checkout now; the weekly lock and the admin's
 * "add an order" next), in one transaction: the order in state 'placed' (unless its idempotency
 * key is taken: then nothing is written and the answer is undefined), its lines, the card's
 * pending payment (keyed for the gateway by the order's own key), the code's redemption (its cap
 * holds under concurrent orders) and the gift card amount taken from the customer's balance only
 * if it is still there. A card typed now that pays nothing is kept on file at once; one that
 * pays is kept once it has paid.
 */
export async function createOrder(db: Db, order: NewOrder): Promise<CreatedOrder | undefined> {
  assertPriced(order);
  const { price } = order;
  const { token, newCard } = order.card;
  const insert: OrderInsert = {
    order: {
      customerOrderKey: randomToken(24),
      idempotencyKey: order.idempotencyKey,
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
  const keepsCardNow = newCard !== null && price.card === 0;
  // The order, its lines and its payment are one statement, atomic on its own; a code, a gift
  // card or a card kept now add writes that must commit with it.
  if (!order.discount && price.giftCard === 0 && !keepsCardNow) {
    return insertOrderOnce(db, insert);
  }
  return db.transaction(async (tx) => {
    const created = await insertOrderOnce(tx, insert);
    if (!created) return undefined;
    if (order.discount) await redeemDiscount(tx, order.discount, order.userId, created.order.id);
    if (!(await spendGiftCardBalance(tx, order.userId, price.giftCard))) {
      throw new Conflict(checkoutMessages.balanceChanged);
    }
    if (keepsCardNow) await saveCheckoutDetails(tx, order.userId, { cardToken: token, ...newCard });
    return created;
  });
}

/** An order whose lines do not add up to its price would charge what no one was shown. */
function assertPriced({ lines, price }: NewOrder): void {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (lines.length === 0 || subtotal !== price.subtotal) {
    throw new Error(`an order's lines add up to ${subtotal}, its price says ${price.subtotal}`);
  }
}
