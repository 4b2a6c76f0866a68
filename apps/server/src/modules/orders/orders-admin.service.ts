import {
  orderEditMessages,
  type AdminOrderRow,
  type AdminOrderView,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type CancelOrderInput,
  type OrderAddressInput,
} from '@mealbox/contracts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import type { AuthUser, UserRow } from '../accounts/users.repository.ts';
import { recordStaffChange } from '../audit/audit.service.ts';
import type { ChannelDirectory, ResolvedChannel } from '../channels/channels.service.ts';
import { releaseRedemption } from '../discounts/discounts.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import { deliveryCutoff } from '../weekly-cycle/cycle-timing.ts';
import { weekStateWhen } from '../weekly-cycle/weekly-cycle.repository.ts';
import {
  findCustomers,
  findOrderById,
  findWeekOfOrder,
  fullyRefunded,
  listOrdersForStaff,
  listPlansOfChannel,
  moveOrderStatus,
  readOrderForStaff,
  updateOrderShipping,
  type MealPlanRow,
} from './orders-admin.repository.ts';
import { cancelFailedOrder, withdrawPlacedOrder, type OrderRow } from './orders.repository.ts';
import { refundable, refundOrder } from './refund-order.ts';

const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

/** Staff's order list: one page, filtered, searched and sorted by the server. */
export async function listOrders(
  ctx: ServiceContext,
  query: AdminOrdersQuery,
): Promise<AdminOrdersPage> {
  const { rows, total } = await listOrdersForStaff(ctx.db, query);
  return {
    total,
    rows: rows.map((r): AdminOrderRow => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      customer: { id: r.userId, name: fullName(r), email: r.email },
      channel: { id: r.channelId, name: r.channelName },
      week: r.week,
      kind: r.kind,
      status: r.status,
      total: r.totalCents,
      refunded: r.refundedCents,
    })),
  };
}

/** Customers to order for, by name, email or id. */
export async function lookUpCustomers(ctx: ServiceContext, text: string) {
  if (!text.trim()) return { customers: [] };
  const rows = await findCustomers(ctx.db, text.trim(), 10);
  return { customers: rows.map((r) => ({ id: r.id, name: fullName(r), email: r.email })) };
}

/** The order, or 404. */
export async function orderOr404(ctx: ServiceContext, orderId: number): Promise<OrderRow> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order) throw new NotFound(orderEditMessages.notFound);
  return order;
}

/** Whether the order may still change its address: not cancelled, and not yet delivered. */
function addressRefusal(ctx: ServiceContext, order: OrderRow): string | null {
  if (order.status === 'cancelled') return orderEditMessages.cancelled;
  const cutoff = deliveryCutoff(order.deliveryDate, ctx.env.STORE_TIMEZONE);
  return ctx.clock.now() >= cutoff ? orderEditMessages.delivered : null;
}

/**
 * The plan an order's lines were priced by: a subscription's own plan; otherwise the channel's
 * plan whose box the lines fill at its price per meal (a one-time plan box); else none (à la
 * carte). Orders do not keep it, so the lines' unit prices tell.
 */
export function planOfOrder(
  plans: readonly MealPlanRow[],
  subscriptionPlanId: number | null,
  lines: ReadonlyArray<{ unitPriceCents: number; premiumSurchargeCents: number; quantity: number }>,
): MealPlanRow | null {
  if (subscriptionPlanId !== null) {
    return plans.find((p) => p.id === subscriptionPlanId) ?? null;
  }
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    plans.find(
      (p) =>
        p.mealsPerWeek === count &&
        lines.every((l) => l.unitPriceCents === p.pricePerMealCents + l.premiumSurchargeCents),
    ) ?? null
  );
}

/** Everything about one order, and what staff may still do with it. */
export async function viewOrder(ctx: ServiceContext, orderId: number): Promise<AdminOrderView> {
  const order = await orderOr404(ctx, orderId);
  const [read, plans] = await Promise.all([
    readOrderForStaff(ctx.db, order),
    listPlansOfChannel(ctx.db, order.channelId),
  ]);
  const { customer, channel, lines, subscription, discount } = read;
  if (!customer || !channel) throw new Error(`order ${orderId} lost its customer or channel`);
  const plan = planOfOrder(plans, subscription?.mealPlanId ?? null, lines);
  const left = refundable(order);
  return {
    id: order.id,
    customer_order_key: order.customerOrderKey,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    customer: {
      id: customer.id,
      name: fullName(customer),
      email: customer.email,
      gift_card_balance: customer.giftCardBalanceCents,
      has_card: customer.cardToken !== null,
    },
    channel,
    week: order.week,
    delivery_date: order.deliveryDate,
    kind: order.kind,
    status: order.status,
    plan: plan && { sku: plan.sku, name: plan.name },
    subscription: subscription
      ? { id: subscription.id, week_state: subscription.weekState ?? null }
      : null,
    lines: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      unit_price: l.unitPriceCents,
      quantity: l.quantity,
    })),
    prices: {
      subtotal: order.subtotalCents,
      subscription_discount: order.subscriptionDiscountCents,
      discount: order.discountCents,
      discount_code: discount?.code ?? null,
      gift_card: order.giftCardCents,
      card: order.cardChargeCents,
      total: order.totalCents,
      refunded: order.refundedCents,
      card_refunded: order.cardRefundedCents,
    },
    shipping: order.shipping,
    payments: read.payments.map((p) => ({
      id: p.id,
      created_at: p.createdAt.toISOString(),
      amount: p.amountCents,
      status: p.status,
      reference: p.gatewayReference,
      failure_message: p.failureMessage,
    })),
    refunds: read.refunds.map(({ refund: r, byFirst, byLast, byEmail }) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      amount: r.amountCents,
      destination: r.destination,
      status: r.status,
      reference: r.gatewayReference,
      failure_message: r.failureMessage,
      reason: r.reason,
      by: byEmail === null ? null : `${byFirst ?? ''} ${byLast ?? ''}`.trim() || byEmail,
    })),
    can: {
      edit_address: addressRefusal(ctx, order) === null,
      edit_items: order.status === 'placed',
      cancel: order.status !== 'cancelled',
      charge: order.status === 'placed',
      refundable: left.all,
      card_refundable: left.card,
    },
  };
}

/** The order's shipping address, until it is delivered. */
export async function changeOrderAddress(
  ctx: ServiceContext,
  orderId: number,
  input: OrderAddressInput,
): Promise<AdminOrderView> {
  const order = await orderOr404(ctx, orderId);
  const refused = addressRefusal(ctx, order);
  if (refused) throw new Conflict(refused);
  const shipping = Object.fromEntries(
    Object.entries(input.shipping).map(([k, v]) => [k, v ?? null]),
  ) as Record<string, string | null>;
  await ctx.db.transaction(async (tx) => {
    const after = await updateOrderShipping(tx, orderId, shipping);
    if (!after) throw new Conflict(orderEditMessages.cancelled);
    await recordStaffChange(tx, ctx, {
      entity: 'order',
      entityId: orderId,
      customerId: order.userId,
      action: 'change address',
      before: order.shipping,
      after: after.shipping,
    });
  });
  return viewOrder(ctx, orderId);
}

/**
 * Cancels an order (docs/decisions: an order's status changes): a placed one is withdrawn (its
 * gift card amount and code given back, its pending charge voided); a declined one is given up
 * (a weekly-cycle week's order as the cycle gives it up at delivery: the gift card amount back,
 * its week cancelled); a paid one only with everything it cost given back, the rest refunded
 * first where `refund_to` says.
 */
export async function cancelOrder(
  ctx: ServiceContext,
  orderId: number,
  input: CancelOrderInput,
): Promise<AdminOrderView> {
  const order = await orderOr404(ctx, orderId);
  const audit = (tx: Parameters<typeof recordStaffChange>[0], extra = {}) =>
    recordStaffChange(tx, ctx, {
      entity: 'order',
      entityId: orderId,
      customerId: order.userId,
      action: 'cancel',
      before: { status: order.status },
      after: { status: 'cancelled', ...extra },
      reason: input.reason,
    });
  const refused = () => new Conflict(orderEditMessages.notCancellable);

  if (order.status === 'placed') {
    await ctx.db.transaction(async (tx) => {
      if (!(await withdrawPlacedOrder(tx, orderId))) throw refused();
      if (order.discountId !== null) await releaseRedemption(tx, order.discountId, orderId);
      await audit(tx);
    });
  } else if (order.status === 'payment_failed') {
    const week = await findWeekOfOrder(ctx.db, order);
    await ctx.db.transaction(async (tx) => {
      const cancelled = week
        ? await cancelFailedOrder(tx, {
            orderId,
            writes: (when) => [
              weekStateWhen(week.id, { state: 'cancelled', nextChargeAt: null }, when),
            ],
          })
        : // Checkout gave back a declined order's code and gift card amount when it declined.
          (await moveOrderStatus(tx, orderId, 'payment_failed', 'cancelled')) !== undefined;
      if (!cancelled) throw refused();
      await audit(tx);
    });
  } else if (order.status === 'paid') {
    await refundTheRest(ctx, order, input);
    await ctx.db.transaction(async (tx) => {
      const cancelled = await moveOrderStatus(tx, orderId, 'paid', 'cancelled', fullyRefunded);
      if (!cancelled) throw refused();
      await audit(tx, { refunded_cents: cancelled.refundedCents });
    });
  } else {
    throw refused();
  }
  return viewOrder(ctx, orderId);
}

/** A paid order's remaining money given back before it is cancelled. */
async function refundTheRest(ctx: ServiceContext, order: OrderRow, input: CancelOrderInput) {
  const left = refundable(order);
  if (left.all === 0) return;
  if (!input.refund_to) {
    throw new ValidationFailed(orderEditMessages.refundFirst, {
      refund_to: [orderEditMessages.refundFirst],
    });
  }
  const toCard = input.refund_to === 'original' ? left.card : 0;
  const refund = (amount: number, destination: 'card' | 'gift_card', part: string) =>
    refundOrder(ctx, order.id, {
      amount_cents: amount,
      destination,
      reason: input.reason,
      idempotency_key: `${input.idempotency_key}:cancel-${part}`,
    });
  if (toCard > 0) await refund(toCard, 'card', 'card');
  if (left.all - toCard > 0) await refund(left.all - toCard, 'gift_card', 'gift');
}

/** A customer as a request's signed-in user (pricing reads the balance and the code's owner). */
export function asAuthUser(user: UserRow): AuthUser {
  const { passwordHash: _hash, cardToken: _card, ...rest } = user;
  return { ...rest, permissions: [] };
}

/** A channel by id, as requests resolve it (its config prices orders and writes mails). */
export async function channelById(
  channels: ChannelDirectory,
  id: number,
): Promise<ResolvedChannel | undefined> {
  return (await channels.all()).find((c) => c.id === id);
}
