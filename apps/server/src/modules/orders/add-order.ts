import {
  boxNotReady,
  mealCount,
  orderEditMessages,
  unitPrice,
  type AddOrderInput,
  type AddedOrder,
  type NewOrderOptions,
  type OrderQuote,
  type PriceBreakdown,
} from '@mealbox/contracts';
import { AppError, ValidationFailed } from '../../lib/errors.ts';
import { findUserById, type UserRow } from '../accounts/users.repository.ts';
import { signedIn } from '../accounts/signed-in.ts';
import { recordStaffChange } from '../audit/audit.service.ts';
import type { CartLineDetail } from '../cart/cart.repository.ts';
import { findPublishedMenu, listMenuItems, type MenuRow } from '../catalog/catalog.repository.ts';
import type { ChannelDirectory, ResolvedChannel } from '../channels/channels.service.ts';
import { chargePlacedOrder } from '../checkout/place-order.ts';
import { priceBox } from '../checkout/price-box.ts';
import type { DiscountRow } from '../discounts/discounts.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import { createOrder } from './create-order.ts';
import { listPlansOfChannel, type MealPlanRow } from './orders-admin.repository.ts';
import { asAuthUser, channelById, orderOr404 } from './orders-admin.service.ts';
import { findOrderByIdempotencyKey } from './orders.repository.ts';

const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

/** The customer's own address, as a new order's shipping starts. */
const addressOf = (u: UserRow): Record<string, string | null> => ({
  first_name: u.firstName,
  last_name: u.lastName,
  company: u.company,
  address_1: u.address1,
  address_2: u.address2,
  city: u.city,
  state: u.state,
  zip_code: u.zipCode,
  dayphone: u.dayphone,
  delivery_instructions: u.deliveryInstructions,
});

/** What a new order for a week can hold: the channels, the week's menu and plans, the customer. */
export async function newOrderOptions(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  query: { week: string; channel?: number | undefined; customer?: number | undefined },
): Promise<NewOrderOptions> {
  const all = await channels.all();
  const chosen =
    query.channel === undefined
      ? (all.find((c) => c.row.isDefault) ?? all[0])
      : all.find((c) => c.id === query.channel);
  const [menu, plans, customer] = await Promise.all([
    chosen ? findPublishedMenu(ctx.db, chosen.id, query.week) : undefined,
    chosen ? listPlansOfChannel(ctx.db, chosen.id) : [],
    query.customer === undefined ? undefined : findUserById(ctx.db, query.customer),
  ]);
  const items = menu ? await listMenuItems(ctx.db, menu.id) : [];
  return {
    week: query.week,
    channels: all.map((c) => ({ id: c.id, name: c.row.name })).sort((a, b) => a.id - b.id),
    channel: chosen ? { id: chosen.id, name: chosen.row.name } : null,
    menu: menu
      ? {
          delivery_date: menu.deliveryDate,
          items: items.map((i) => ({
            sku: i.sku,
            name: i.name,
            price: i.priceCents,
            premium_surcharge: i.premiumSurchargeCents,
          })),
        }
      : null,
    plans: plans.map((p) => ({
      sku: p.sku,
      name: p.name,
      price_per_meal: p.pricePerMealCents,
      meals_per_week: p.mealsPerWeek,
    })),
    customer: customer
      ? {
          id: customer.id,
          name: fullName(customer),
          email: customer.email,
          gift_card_balance: customer.giftCardBalanceCents,
          has_card: customer.cardToken !== null,
          card: customer.cardLast4
            ? `${customer.cardBrand ?? 'Card'} …${customer.cardLast4}`
            : null,
          shipping: addressOf(customer),
        }
      : null,
  };
}

/**
 * A box of meals on a channel's published menu for a week, as checkout's cart holds it, with the
 * plan whose price per meal they cost (null: à la carte), checked by checkout's box rule.
 */
export async function boxOnMenu(
  ctx: ServiceContext,
  box: {
    channelId: number;
    week: string;
    items: ReadonlyArray<{ sku: string; quantity: number }>;
    planSku: string | null;
  },
): Promise<{ menu: MenuRow; lines: CartLineDetail[]; plan: MealPlanRow | null }> {
  const [menu, plans] = await Promise.all([
    findPublishedMenu(ctx.db, box.channelId, box.week),
    listPlansOfChannel(ctx.db, box.channelId),
  ]);
  if (!menu) throw new ValidationFailed(orderEditMessages.noMenu);
  const onMenu = new Map((await listMenuItems(ctx.db, menu.id)).map((i) => [i.sku, i]));
  const lines: CartLineDetail[] = [];
  for (const { sku, quantity } of box.items) {
    const item = onMenu.get(sku);
    if (!item) throw new ValidationFailed(orderEditMessages.notOnMenu(sku));
    const same = lines.find((l) => l.sku === sku);
    if (same) {
      same.quantity += quantity;
      continue;
    }
    lines.push({
      menuItemId: item.id,
      quantity,
      sku,
      name: item.name,
      image: item.image,
      priceCents: item.priceCents,
      premiumSurchargeCents: item.premiumSurchargeCents,
    });
  }
  lines.sort((a, b) => a.name.localeCompare(b.name));
  const plan = box.planSku === null ? null : (plans.find((p) => p.sku === box.planSku) ?? null);
  if (box.planSku !== null && !plan) {
    throw new ValidationFailed(orderEditMessages.planNotFound, {
      meal_plan_sku: [orderEditMessages.planNotFound],
    });
  }
  const notReady = boxNotReady({
    count: mealCount(lines),
    planSize: plan?.mealsPerWeek ?? null,
    action: 'one_time_order',
  });
  if (notReady) throw new ValidationFailed(notReady, { items: [notReady] });
  return { menu, lines, plan };
}

interface PricedNewOrder {
  customer: UserRow;
  channel: ResolvedChannel;
  menu: MenuRow;
  lines: CartLineDetail[];
  plan: MealPlanRow | null;
  price: PriceBreakdown;
  discount: DiscountRow | null;
}

/**
 * A new order priced as checkout prices the customer's box (priceBox: the unit prices, the code
 * as the customer would redeem it, their gift card balance first), on the order's channel.
 */
async function priceNewOrder(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  input: Omit<AddOrderInput, 'shipping' | 'charge_now' | 'idempotency_key'>,
): Promise<PricedNewOrder> {
  const [customer, channel] = await Promise.all([
    findUserById(ctx.db, input.customer_id),
    channelById(channels, input.channel_id),
  ]);
  if (!customer) {
    throw new ValidationFailed(orderEditMessages.notCustomer, {
      customer_id: [orderEditMessages.notCustomer],
    });
  }
  if (!channel) {
    throw new ValidationFailed(orderEditMessages.notChannel, {
      channel_id: [orderEditMessages.notChannel],
    });
  }
  const { menu, lines, plan } = await boxOnMenu(ctx, {
    channelId: channel.id,
    week: input.week,
    items: input.items,
    planSku: input.meal_plan_sku,
  });
  const asCustomer: ServiceContext = { ...ctx, channel, user: asAuthUser(customer) };
  const { price, discount } = await priceBox(
    asCustomer,
    { lines, plan, subscribe: false },
    input.discount_code,
  );
  return { customer, channel, menu, lines, plan, price, discount };
}

export async function quoteNewOrder(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  input: AddOrderInput,
): Promise<OrderQuote> {
  const { price, discount } = await priceNewOrder(ctx, channels, input);
  return {
    discount_code: discount?.code ?? null,
    subtotal: price.subtotal,
    subscription_discount: price.subscriptionDiscount,
    discount: price.discount,
    gift_card: price.giftCard,
    card: price.card,
    total: price.total,
  };
}

/**
 * Staff's order for a customer (docs/decisions: orders staff add): a one-time order for the
 * week's published menu, made by createOrder with checkout's price and recorded in the same
 * transaction, then, unless staff keep it placed to change it first, charged to the customer's
 * card on file and finished as checkout does. The client's key makes a retried request one order.
 */
export async function addOrder(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  input: AddOrderInput,
): Promise<AddedOrder> {
  const actor = signedIn(ctx);
  const idempotencyKey = `staff-${actor.id}:${input.idempotency_key}`;
  const earlier = await findOrderByIdempotencyKey(ctx.db, idempotencyKey);
  if (earlier) return { order_id: earlier.id, status: earlier.status };

  const priced = await priceNewOrder(ctx, channels, input);
  const { customer, channel, menu, lines, plan, price, discount } = priced;
  if (price.card > 0 && !customer.cardToken) {
    throw new ValidationFailed(orderEditMessages.noCard, {
      customer_id: [orderEditMessages.noCard],
    });
  }
  const created = await ctx.db.transaction(async (tx) => {
    // createOrder's own transaction becomes a savepoint of this one: the order and its record
    // stand or fall together.
    const made = await createOrder(tx, {
      idempotencyKey,
      userId: customer.id,
      channelId: channel.id,
      week: input.week,
      deliveryDate: menu.deliveryDate,
      kind: 'one_time',
      shipping: { ...input.shipping },
      lines: lines.map((l) => ({
        menuItemId: l.menuItemId,
        name: l.name,
        unitPriceCents: unitPrice(l, plan),
        quantity: l.quantity,
      })),
      price,
      discount,
      card: { token: customer.cardToken ?? '', newCard: null },
    });
    if (!made) return undefined;
    await recordStaffChange(tx, ctx, {
      entity: 'order',
      entityId: made.order.id,
      customerId: customer.id,
      action: 'add order',
      before: null,
      after: {
        week: input.week,
        channel: channel.row.name,
        plan: plan?.sku ?? null,
        items: lines.map((l) => `${l.quantity} × ${l.name}`),
        total_cents: price.total,
        gift_card_cents: price.giftCard,
        card_charge_cents: price.card,
        discount_code: discount?.code ?? null,
        charge_now: input.charge_now,
      },
    });
    return made;
  });
  if (!created) {
    const twin = await findOrderByIdempotencyKey(ctx.db, idempotencyKey);
    if (!twin) throw new Error('an order vanished after its key conflicted');
    return { order_id: twin.id, status: twin.status };
  }
  if (!input.charge_now) return { order_id: created.order.id, status: 'placed' };
  const status = await chargeOrder(ctx, channels, created.order.id);
  return { order_id: created.order.id, status };
}

/**
 * A placed order charged now, as checkout charges (chargePlacedOrder), on its own channel; the
 * outcome is recorded. A decline leaves it payment_failed and answers that status.
 */
export async function chargeOrder(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  orderId: number,
): Promise<'paid' | 'payment_failed' | 'placed' | 'cancelled'> {
  const order = await orderOr404(ctx, orderId);
  if (order.status !== 'placed') return order.status;
  const channel = await channelById(channels, order.channelId);
  if (!channel) throw new Error(`order ${orderId} has no channel`);
  let declined: string | null = null;
  try {
    await chargePlacedOrder({ ...ctx, channel }, order);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
    declined = error.message;
  }
  const after = await orderOr404(ctx, orderId);
  await recordStaffChange(ctx.db, ctx, {
    entity: 'order',
    entityId: orderId,
    customerId: order.userId,
    action: 'charge',
    before: { status: order.status },
    after: { status: after.status },
    reason: declined,
  });
  if (declined && after.status === 'placed') throw new ValidationFailed(declined);
  return after.status;
}
