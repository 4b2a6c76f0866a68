import {
  checkoutMessages,
  orderEditMessages,
  priceOrder,
  unitPrice,
  type AdminOrderView,
  type OrderItemsInput,
} from '@mealbox/contracts';
import { Conflict } from '../../lib/errors.ts';
import { randomToken } from '../../lib/tokens.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { recordStaffChange } from '../audit/audit.service.ts';
import type { ChannelDirectory } from '../channels/channels.service.ts';
import { discountTerms } from '../discounts/discounts.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { boxOnMenu } from './add-order.ts';
import {
  lockPlacedOrder,
  readOrderForStaff,
  replacePendingPayment,
  repriceOrder,
} from './orders-admin.repository.ts';
import { channelById, orderOr404, viewOrder } from './orders-admin.service.ts';
import { refundGiftCardBalance, spendGiftCardBalance } from './orders.repository.ts';

const priceFields = (o: {
  subtotalCents: number;
  subscriptionDiscountCents: number;
  discountCents: number;
  giftCardCents: number;
  cardChargeCents: number;
  totalCents: number;
}) => ({
  subtotal_cents: o.subtotalCents,
  subscription_discount_cents: o.subscriptionDiscountCents,
  discount_cents: o.discountCents,
  gift_card_cents: o.giftCardCents,
  card_charge_cents: o.cardChargeCents,
  total_cents: o.totalCents,
});

/**
 * The meals of an order not yet charged (placed), repriced as checkout prices a box: each line at
 * its unit price (unitPrice), Subscribe & Save for a subscription's order, the code the order
 * redeemed (its terms, not checked again: it was redeemed), then the gift card balance first
 * (what the order held of it plus the customer's balance now), the card the rest (priceOrder).
 * In one transaction under the order's row lock, only while it is still placed: the lines, the
 * prices, the balance's difference, the pending charge's amount, and the record.
 */
export async function editOrderItems(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  orderId: number,
  input: OrderItemsInput,
): Promise<AdminOrderView> {
  const order = await orderOr404(ctx, orderId);
  if (order.status !== 'placed') throw new Conflict(orderEditMessages.notPlaced);
  const channel = await channelById(channels, order.channelId);
  if (!channel) throw new Error(`order ${orderId} has no channel`);
  const [{ lines, plan }, read] = await Promise.all([
    boxOnMenu(ctx, {
      channelId: order.channelId,
      week: order.week,
      items: input.items,
      planSku: input.meal_plan_sku,
    }),
    readOrderForStaff(ctx.db, order),
  ]);
  const newLines = lines.map((l) => ({
    menuItemId: l.menuItemId,
    name: l.name,
    unitPriceCents: unitPrice(l, plan),
    quantity: l.quantity,
  }));

  await ctx.db.transaction(async (tx) => {
    const locked = await lockPlacedOrder(tx, orderId);
    if (!locked) throw new Conflict(orderEditMessages.notPlaced);
    const customer = await findUserById(tx, locked.userId);
    if (!customer) throw new Error(`order ${orderId} lost its customer`);
    const price = priceOrder({
      lines: newLines.map((l) => ({ unitPrice: l.unitPriceCents, quantity: l.quantity })),
      subscriptionDiscountPercent:
        locked.kind === 'subscription' ? channel.config.subscription_discount : 0,
      discount: read.discount ? discountTerms(read.discount) : null,
      giftCardBalance: locked.giftCardCents + customer.giftCardBalanceCents,
    });
    const more = price.giftCard - locked.giftCardCents;
    if (more > 0 && !(await spendGiftCardBalance(tx, locked.userId, more))) {
      throw new Conflict(checkoutMessages.balanceChanged);
    }
    if (more < 0) await refundGiftCardBalance(tx, locked.userId, -more);
    const after = {
      subtotalCents: price.subtotal,
      subscriptionDiscountCents: price.subscriptionDiscount,
      discountCents: price.discount,
      giftCardCents: price.giftCard,
      cardChargeCents: price.card,
      totalCents: price.total,
    };
    await repriceOrder(tx, orderId, { lines: newLines, ...after });
    if (price.card > 0 && !customer.cardToken && locked.cardChargeCents === 0) {
      throw new Conflict(orderEditMessages.noCard);
    }
    await replacePendingPayment(tx, orderId, {
      idempotencyKey: `order-${orderId}:charge:${randomToken(8)}`,
      amountCents: price.card,
      cardToken: customer.cardToken,
    });
    await recordStaffChange(tx, ctx, {
      entity: 'order',
      entityId: orderId,
      customerId: locked.userId,
      action: 'change meals',
      before: {
        items: read.lines.map((l) => `${l.quantity} × ${l.name}`),
        ...priceFields(locked),
      },
      after: {
        items: newLines.map((l) => `${l.quantity} × ${l.name}`),
        plan: plan?.sku ?? null,
        ...priceFields(after),
      },
    });
  });
  return viewOrder(ctx, orderId);
}
