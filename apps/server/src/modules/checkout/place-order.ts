import {
  authMessages,
  cartMessages,
  checkoutMessages,
  type OrderConfirmation,
  type PlaceOrderInput,
  type PriceBreakdown,
} from '@mealbox/contracts';
import type { ServiceContext } from '../../lib/context.ts';
import { Conflict, Unauthenticated, ValidationFailed } from '../../lib/errors.ts';
import { randomToken } from '../../lib/tokens.ts';
import { orderConfirmationMail } from '../../integrations/email/order-confirmation.mail.ts';
import { CardRejected } from '../../integrations/payments/payment-gateway.ts';
import { findUserById, type AuthUser } from '../accounts/users.repository.ts';
import { track } from '../analytics/analytics.service.ts';
import { mealCount } from '../cart/box.ts';
import { orderableWeek } from '../cart/cart.service.ts';
import {
  deleteOwnedCart,
  findCart,
  findMealPlanById,
  listLineDetails,
  type CartKey,
} from '../cart/cart.repository.ts';
import { releaseRedemption, type DiscountRow } from '../discounts/discounts.repository.ts';
import { redeemDiscount } from '../discounts/discounts.service.ts';
import { confirmationOf } from '../orders/order-confirmation.ts';
import {
  findOrderByCustomerKey,
  findOrderByIdempotencyKey,
  findPaymentOfOrder,
  listOrderLineQuantities,
  insertOrderLines,
  insertOrderOnce,
  insertPayment,
  markOrderPaid,
  refundGiftCardBalance,
  saveCheckoutDetails,
  setOrderStatus,
  settlePayment,
  spendGiftCardBalance,
  type OrderRow,
} from '../orders/orders.repository.ts';
import { startSubscription } from '../subscriptions/subscriptions.repository.ts';
import { priceBox } from './price-box.ts';

/**
 * Checkout (product decisions, "Cart and checkout"). Three steps, each safe to repeat:
 * 1. reserve, in one transaction: the order (unique per idempotency key), its lines, the discount
 *    redemption, the gift card amount and a pending payment;
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
  const existing = await findOrderByIdempotencyKey(ctx.db, idempotencyKey);
  if (existing) return resume(ctx, existing);

  const box = await loadBox(ctx, user, input.week);
  const card = await cardFor(ctx, user, input);
  const subscribe = box.action === 'new_subscription_order';
  const { price, discount } = await priceBox(
    ctx,
    { lines: box.lines, subscribe },
    input.discount_code,
  );

  const order = await ctx.db.transaction(async (tx) => {
    const row = await insertOrderOnce(tx, {
      customerOrderKey: randomToken(24),
      idempotencyKey,
      userId: user.id,
      channelId: ctx.channel.id,
      week: box.week,
      deliveryDate: box.deliveryDate,
      kind: subscribe ? 'subscription' : 'one_time',
      status: 'placed',
      subtotalCents: price.subtotal,
      subscriptionDiscountCents: price.subscriptionDiscount,
      discountId: discount?.id ?? null,
      discountCents: price.discount,
      giftCardCents: price.giftCard,
      cardChargeCents: price.card,
      totalCents: price.total,
      shipping: { ...input.shipping },
    });
    // A twin request with the same key got there first: its order is the one.
    if (!row) return null;
    await insertOrderLines(
      tx,
      box.lines.map((l) => ({
        orderId: row.id,
        menuItemId: l.menuItemId,
        name: l.name,
        unitPriceCents: l.priceCents,
        quantity: l.quantity,
      })),
    );
    if (discount) await redeemDiscount(tx, discount, user.id, row.id);
    if (!(await spendGiftCardBalance(tx, user.id, price.giftCard))) {
      throw new Conflict(checkoutMessages.balanceChanged);
    }
    await saveCheckoutDetails(tx, user.id, {
      firstName: input.shipping.first_name,
      lastName: input.shipping.last_name,
      company: input.shipping.company ?? null,
      address1: input.shipping.address_1,
      address2: input.shipping.address_2 ?? null,
      city: input.shipping.city,
      state: input.shipping.state,
      zipCode: input.shipping.zip_code,
      dayphone: input.shipping.dayphone,
      deliveryInstructions: input.shipping.delivery_instructions ?? null,
      ...card.saved,
    });
    if (price.card > 0) {
      await insertPayment(tx, {
        orderId: row.id,
        idempotencyKey: `order-${row.id}-checkout`,
        amountCents: price.card,
        status: 'pending',
      });
    }
    return row;
  });
  const placed = order ?? (await findOrderByIdempotencyKey(ctx.db, idempotencyKey));
  if (!placed) throw new Error('order vanished after its insert conflicted');
  return resume(ctx, placed, {
    discount,
    price,
    cardToken: card.token,
    mealPlanId: box.mealPlanId,
    cartKey: box.cartKey,
  });
}

interface Settlement {
  discount: DiscountRow | null;
  price: PriceBreakdown;
  cardToken: string | null;
  mealPlanId: number | null;
  cartKey: CartKey;
}

/** Takes an order from wherever it stands to paid or failed, and answers its confirmation. */
async function resume(
  ctx: ServiceContext,
  order: OrderRow,
  known?: Settlement,
): Promise<OrderConfirmation> {
  if (order.status === 'payment_failed') {
    const payment = await findPaymentOfOrder(ctx.db, order.id);
    const message = payment?.failureMessage ?? checkoutMessages.noCard;
    throw new ValidationFailed(message, { 'payment.cc_num': [message] });
  }
  if (order.status !== 'placed') return confirmationOf(ctx, order);

  const payment = await findPaymentOfOrder(ctx.db, order.id);
  if (payment && payment.status !== 'succeeded') {
    const token = known?.cardToken ?? (await findUserById(ctx.db, order.userId))?.cardToken;
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
      });
      await track(ctx, 'payment_declined', { order_id: order.id });
      throw new ValidationFailed(result.message, { 'payment.cc_num': [result.message] });
    }
    await settlePayment(ctx.db, payment.id, result);
  }
  await finalize(ctx, order, known);
  // Re-read: finalizing linked the subscription, whose next week the confirmation shows.
  const settled = await findOrderByCustomerKey(ctx.db, order.customerOrderKey);
  return confirmationOf(ctx, settled ?? order);
}

/** Once per order (a conditional update): subscription, empty cart, confirmation mail. */
async function finalize(ctx: ServiceContext, order: OrderRow, known?: Settlement): Promise<void> {
  const user = await findUserById(ctx.db, order.userId);
  const cartKey: CartKey = known?.cartKey ?? {
    owner: { kind: 'user', userId: order.userId },
    channelId: order.channelId,
    week: order.week,
  };
  // On a resumed order the plan is read from the cart, which is kept until the order settles.
  const mealPlanId = known
    ? known.mealPlanId
    : ((await findCart(ctx.db, cartKey))?.mealPlanId ?? null);
  const plan = mealPlanId === null ? undefined : await findMealPlanById(ctx.db, mealPlanId);
  const subscribing = order.kind === 'subscription' && plan !== undefined;
  // Built before the transaction: PGlite has one connection, which the transaction holds.
  const confirmation = await confirmationOf(
    ctx,
    { ...order, status: 'paid' },
    subscribing ? { pickingRequired: plan.subscriptionPickingRequired } : {},
  );
  const paidNow = await ctx.db
    .transaction(async (tx) => {
      let subscriptionId: number | null = null;
      if (subscribing && mealPlanId !== null) {
        const lines = await listOrderLineQuantities(tx, order.id);
        subscriptionId = await startSubscription(tx, {
          userId: order.userId,
          channelId: order.channelId,
          mealPlanId,
          week: order.week,
          orderId: order.id,
          items: lines,
        });
      }
      if (!(await markOrderPaid(tx, order.id, subscriptionId))) {
        // Another request finished this order: undo what this one started.
        throw new AlreadyFinalized();
      }
      await deleteOwnedCart(tx, cartKey);
      if (user) {
        await ctx.mailer.enqueue(
          tx,
          orderConfirmationMail({
            to: user.email,
            firstName: user.firstName,
            order: confirmation,
            channel: ctx.channel.config,
            confirmationUrl: `${ctx.env.PUBLIC_URL}/confirmation/${order.customerOrderKey}`,
          }),
        );
      }
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyFinalized) return false;
      throw error;
    });
  if (paidNow) {
    ctx.mailer.kick();
    await track(
      ctx,
      'purchase',
      { order_id: order.id, value: order.totalCents, kind: order.kind },
      { userId: order.userId },
    );
  }
}

class AlreadyFinalized extends Error {}

/** The customer's box for the week, checked as checkout needs it. */
async function loadBox(ctx: ServiceContext, user: AuthUser, requestedWeek: string | undefined) {
  const { week, deliveryDate } = await orderableWeek(ctx, requestedWeek);
  const cartKey: CartKey = {
    owner: { kind: 'user', userId: user.id },
    channelId: ctx.channel.id,
    week,
  };
  const cart = await findCart(ctx.db, cartKey);
  const lines = cart ? await listLineDetails(ctx.db, cart.id) : [];
  if (!cart || lines.length === 0) throw new ValidationFailed(checkoutMessages.emptyBox);
  const action = cart.checkoutAction ?? 'one_time_order';
  if (action === 'subscription_pick') throw new ValidationFailed(checkoutMessages.subscriptionPick);
  const plan = cart.mealPlanId === null ? null : await findMealPlanById(ctx.db, cart.mealPlanId);
  const count = mealCount(lines);
  if (plan && count > plan.mealsPerWeek) throw new ValidationFailed(checkoutMessages.boxOverfull);
  if (plan && count < plan.mealsPerWeek) {
    throw new ValidationFailed(checkoutMessages.boxNotFull(plan.mealsPerWeek - count));
  }
  if (action === 'new_subscription_order' && !plan)
    throw new ValidationFailed(cartMessages.planNotFound);
  return {
    week,
    deliveryDate,
    lines,
    action,
    mealPlanId: plan?.id ?? null,
    cartKey,
  };
}

/** A new card is tokenized (its number goes no further); otherwise the card on file. */
async function cardFor(ctx: ServiceContext, user: AuthUser, input: PlaceOrderInput) {
  if (input.payment) {
    const p = input.payment;
    try {
      const token = await ctx.payments.tokenize({
        number: p.cc_num,
        expMonth: Number(p.cc_exp_month),
        expYear: Number(p.cc_exp_year),
        cvc: p.cc_cvv,
        name: `${p.payment_first_name} ${p.payment_last_name}`,
        postalCode: p.payment_zip_code,
      });
      return {
        token: token.token,
        saved: {
          cardToken: token.token,
          cardBrand: token.brand,
          cardLast4: token.last4,
          cardExpMonth: token.expMonth,
          cardExpYear: token.expYear,
          paymentFirstName: p.payment_first_name,
          paymentLastName: p.payment_last_name,
          paymentCompany: p.payment_company ?? null,
          paymentAddress: p.payment_address,
          paymentAddress2: p.payment_address_2 ?? null,
          paymentCity: p.payment_city,
          paymentState: p.payment_state,
          paymentZipCode: p.payment_zip_code,
        },
      };
    } catch (error) {
      if (error instanceof CardRejected) {
        throw new ValidationFailed(error.message, { [`payment.${error.field}`]: [error.message] });
      }
      throw error;
    }
  }
  const onFile = (await findUserById(ctx.db, user.id))?.cardToken;
  if (!onFile)
    throw new ValidationFailed(checkoutMessages.noCard, { payment: [checkoutMessages.noCard] });
  return { token: onFile, saved: {} };
}
