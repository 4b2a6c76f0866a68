import {
  authMessages,
  boxNotReady,
  cartMessages,
  checkoutMessages,
  mealCount,
  unitPrice,
  type OrderConfirmation,
  type PlaceOrderInput,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { Conflict, Unauthenticated, ValidationFailed } from '../../lib/errors.ts';
import { orderConfirmationMail } from '../../integrations/email/order-confirmation.mail.ts';
import { tokenizeCard } from '../accounts/payment-method.ts';
import { findUserById, type AuthUser } from '../accounts/users.repository.ts';
import { track } from '../analytics/analytics.service.ts';
import { orderableWeek } from '../cart/cart.service.ts';
import {
  findCart,
  findCartWithLines,
  findMealPlanById,
  type CartKey,
  type CartLineDetail,
} from '../cart/cart.repository.ts';
import type { MealPlanRow } from '../catalog/catalog.repository.ts';
import { weeksOf, type UpcomingMenu } from '../catalog/catalog.service.ts';
import { releaseRedemption } from '../discounts/discounts.repository.ts';
import { createOrder } from '../orders/create-order.ts';
import { finishPaidOrder } from '../orders/finish-paid-order.ts';
import { confirmationOf } from '../orders/order-confirmation.ts';
import {
  findOrderByCustomerKey,
  findOrderByIdempotencyKey,
  findOrderFromCart,
  findPaymentOfOrder,
  refundGiftCardBalance,
  saveCheckoutDetails,
  setOrderStatus,
  settlePayment,
  shippingDetailsOf,
  type OrderRow,
  type PendingPayment,
} from '../orders/orders.repository.ts';
import { priceBox } from './price-box.ts';

/**
 * Checkout (product decisions, "Cart and checkout"). Three steps, each safe to repeat:
 * 1. create the order (createOrder, in one transaction: the order, unique per idempotency key,
 *    its lines, the discount redemption, the gift card amount and a pending payment);
 * 2. charge the card with the payment's own idempotency key (a retry charges once);
 * 3. settle: paid (subscription, empty cart, confirmation mail) or, on a decline, give back the
 *    discount and gift card and leave the cart as it was.
 * A retry of the same key, or a twin request racing it, resumes the same order at its step.
 */
export async function placeOrder(
  ctx: ServiceContext,
  input: PlaceOrderInput,
): Promise<OrderConfirmation> {
  const user = ctx.user;
  if (!user) throw new Unauthenticated(authMessages.unauthenticated);
  const idempotencyKey = `${user.id}:${input.idempotency_key}`;
  // A new order is the usual case: its key is looked up only when the box cannot be ordered (a
  // retry of an order that emptied the cart, or of one whose box has changed since) or when the
  // insert finds the key taken.
  let prepared;
  try {
    prepared = await prepareOrder(ctx, user, input);
  } catch (error) {
    const existing = await findOrderByIdempotencyKey(ctx.db, idempotencyKey);
    if (existing) return resume(ctx, existing);
    throw error;
  }
  const { box, card, price, discount } = prepared;
  const lines = box.lines.map((l) => ({
    menuItemId: l.menuItemId,
    name: l.name,
    unitPriceCents: unitPrice(l, box.plan),
    quantity: l.quantity,
  }));
  const created = await createOrder(ctx.db, {
    idempotencyKey,
    cartId: box.cartId,
    userId: user.id,
    channelId: ctx.channel.id,
    week: box.week,
    deliveryDate: box.deliveryDate,
    kind: box.action === 'new_subscription_order' ? 'subscription' : 'one_time',
    shipping: { ...input.shipping },
    lines,
    price,
    discount,
    card,
  });
  const known: Known = { plan: box.plan, upcoming: box.upcoming };
  if (created) {
    return resume(ctx, created.order, {
      ...known,
      reserved: {
        payment: created.payment,
        lines: box.lines.map((l, i) => ({ ...l, unitPriceCents: lines[i]!.unitPriceCents })),
        discountCode: discount?.code ?? null,
      },
    });
  }
  // The key was taken (a twin request, or a retry of an unfinished order), or the cart has made
  // an order (the same box sent from another tab, with a key of its own): that order is the
  // one, charged to the card its first request kept on its payment.
  const placed =
    (await findOrderByIdempotencyKey(ctx.db, idempotencyKey)) ??
    (await findOrderFromCart(ctx.db, box.cartId));
  // The cart's order was declined or cancelled between the insert and this read.
  if (!placed) throw new Conflict(checkoutMessages.boxOrderedElsewhere);
  return resume(ctx, placed, known);
}

/** Everything checked and priced before the order is written. */
async function prepareOrder(ctx: ServiceContext, user: AuthUser, input: PlaceOrderInput) {
  const box = await loadBox(ctx, user, input.week);
  const card = await cardFor(ctx, user, input);
  const subscribe = box.action === 'new_subscription_order';
  const { price, discount } = await priceBox(
    ctx,
    { lines: box.lines, plan: box.plan, subscribe },
    input.discount_code,
  );
  return { box, card, price, discount };
}

/**
 * What the request finishing an order already knows, so that it is not read again. `reserved`
 * only for the order this very request reserved: its payment as inserted (null when the card
 * pays nothing), its lines (in name order) and its discount code.
 */
interface Known {
  plan: MealPlanRow | null;
  upcoming: UpcomingMenu[];
  reserved?: {
    payment: PendingPayment | null;
    lines: Array<CartLineDetail & { unitPriceCents: number }>;
    discountCode: string | null;
  };
}

/**
 * Charges a placed order's pending payment on the card it names and finishes it as checkout does
 * (paid: the finish, the mail; declined: 422, the order payment_failed with its code and gift
 * card amount given back): staff's order for a customer, charged now or later.
 */
export const chargePlacedOrder = (ctx: ServiceContext, order: OrderRow) => resume(ctx, order);

/** Takes an order from wherever it stands to paid or failed, and answers its confirmation. */
async function resume(
  ctx: ServiceContext,
  order: OrderRow,
  known?: Known,
): Promise<OrderConfirmation> {
  if (order.status === 'payment_failed') {
    const payment = await findPaymentOfOrder(ctx.db, order.id);
    const message = payment?.failureMessage ?? checkoutMessages.noCard;
    throw new ValidationFailed(message, { 'payment.cc_num': [message] });
  }
  if (order.status !== 'placed') return confirmationOf(ctx, order);

  const payment = known?.reserved
    ? known.reserved.payment
    : await findPaymentOfOrder(ctx.db, order.id);
  if (payment && payment.status !== 'succeeded') {
    // The card the reservation kept on the payment; a payment reserved before cards were kept
    // there charges the card on file, where its request saved the card.
    const token = payment.cardToken ?? (await findUserById(ctx.db, order.userId))?.cardToken;
    if (!token)
      throw new ValidationFailed(checkoutMessages.noCard, { payment: [checkoutMessages.noCard] });
    const result = await ctx.payments.charge({
      token,
      amountCents: payment.amountCents,
      idempotencyKey: payment.idempotencyKey,
      description: `${ctx.channel.config.name} order for the week of ${order.week}`,
    });
    if (result.status === 'declined') {
      await ctx.db.transaction(async (tx) => {
        await settlePayment(tx, payment.id, result);
        await setOrderStatus(tx, order.id, 'payment_failed');
        if (order.discountId !== null) await releaseRedemption(tx, order.discountId, order.id);
        await refundGiftCardBalance(tx, order.userId, order.giftCardCents);
        // The address is kept for next time, whatever the card did; the card is not.
        await saveCheckoutDetails(tx, order.userId, shippingDetailsOf(order.shipping));
      });
      await track(ctx, 'payment_declined', { order_id: order.id });
      throw new ValidationFailed(result.message, { 'payment.cc_num': [result.message] });
    }
    // Saved with the rest of the order's finish, in one statement: until then the payment stays
    // pending, and a retry asks the gateway again under the same key (it answers this charge).
    return finalize(
      ctx,
      order,
      payment,
      { paymentId: payment.id, reference: result.reference },
      known,
    );
  }
  return finalize(ctx, order, payment ?? null, null, known);
}

/**
 * Once per order (finishPaidOrder): the charge's result, subscription, the customer's address and the
 * card that paid kept for next time, empty cart, confirmation mail. Answers the order's
 * confirmation: the one written into the mail when this request paid the order, otherwise the
 * order as the request that did left it.
 */
async function finalize(
  ctx: ServiceContext,
  order: OrderRow,
  payment: PendingPayment | null,
  charged: { paymentId: number; reference: string } | null,
  known?: Known,
): Promise<OrderConfirmation> {
  // The order is the signed-in customer's (its idempotency key is theirs).
  const user = ctx.user?.id === order.userId ? ctx.user : await findUserById(ctx.db, order.userId);
  // On a resumed order the plan is read from the cart, which is kept until the order settles.
  const plan = known ? known.plan : await planInCart(ctx, order);
  const subscribing = order.kind === 'subscription' && plan !== null;
  const reserved = known?.reserved;
  const confirmation = await confirmationOf(
    ctx,
    { ...order, status: 'paid' },
    {
      ...(subscribing ? { pickingRequired: plan.subscriptionPickingRequired } : {}),
      ...(reserved && known
        ? {
            known: {
              lines: reserved.lines.map((l) => ({
                sku: l.sku,
                name: l.name,
                image: l.image,
                unitPriceCents: l.unitPriceCents,
                quantity: l.quantity,
              })),
              discountCode: reserved.discountCode,
              // Only the week after the order's is shown.
              weeks: subscribing
                ? weeksOf(ctx, known.upcoming.filter((m) => m.menu.week > order.week).slice(0, 1))
                : [],
            },
          }
        : {}),
    },
  );
  const paidNow = await finishPaidOrder(ctx, {
    order,
    charged,
    mealPlanId: subscribing ? plan.id : null,
    details: {
      ...shippingDetailsOf(order.shipping),
      ...(payment?.newCard && payment.cardToken
        ? { cardToken: payment.cardToken, ...payment.newCard }
        : {}),
    },
    mail: user
      ? orderConfirmationMail({
          to: user.email,
          firstName: user.firstName,
          order: confirmation,
          channel: ctx.channel.config,
          confirmationUrl: `${ctx.env.PUBLIC_URL}/confirmation/${order.customerOrderKey}`,
        })
      : null,
  });
  if (paidNow) {
    ctx.mailer.kick();
    // What a fresh read would show: paid, with the subscription just started.
    return confirmation;
  }
  // Another request finished this order.
  const settled = await findOrderByCustomerKey(ctx.db, order.customerOrderKey);
  return confirmationOf(ctx, settled ?? order);
}

/** The cart a customer checks out for a week (checkout is for signed-in customers only). */
const customerCart = (userId: number, channelId: number, week: string): CartKey => ({
  owner: { kind: 'user', userId },
  channelId,
  week,
});

async function planInCart(ctx: ServiceContext, order: OrderRow): Promise<MealPlanRow | null> {
  const key = customerCart(order.userId, order.channelId, order.week);
  const mealPlanId = (await findCart(ctx.db, key))?.mealPlanId ?? null;
  return mealPlanId === null ? null : ((await findMealPlanById(ctx.db, mealPlanId)) ?? null);
}

/** The customer's box for the week, checked as checkout needs it. */
async function loadBox(ctx: ServiceContext, user: AuthUser, requestedWeek: string | undefined) {
  const { week, deliveryDate, upcoming } = await orderableWeek(ctx, requestedWeek);
  // The cart, its plan and its lines (in name order) in one query.
  const found = await findCartWithLines(ctx.db, customerCart(user.id, ctx.channel.id, week));
  const lines = found?.lines ?? [];
  const plan = found?.plan ?? null;
  const action = found?.cart.checkoutAction ?? 'one_time_order';
  const notReady = boxNotReady({
    count: mealCount(lines),
    planSize: plan?.mealsPerWeek ?? null,
    action,
  });
  if (notReady) throw new ValidationFailed(notReady);
  if (action === 'new_subscription_order' && !plan)
    throw new ValidationFailed(cartMessages.planNotFound);
  if (!found) throw new Error('a box ready to order without its cart');
  return { cartId: found.cart.id, week, deliveryDate, lines, action, plan, upcoming };
}

/** A new card is tokenized (its number goes no further); otherwise the card on file. */
async function cardFor(ctx: ServiceContext, user: AuthUser, input: PlaceOrderInput) {
  if (input.payment) return tokenizeCard(ctx, input.payment, 'payment.');
  const onFile = (await findUserById(ctx.db, user.id))?.cardToken;
  if (!onFile)
    throw new ValidationFailed(checkoutMessages.noCard, { payment: [checkoutMessages.noCard] });
  return { token: onFile, newCard: null };
}
