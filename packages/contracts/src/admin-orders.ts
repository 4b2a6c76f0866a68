import * as z from 'zod/mini';
import { gridPage, gridQuery } from './admin.ts';
import { Week } from './cart.ts';
import { ShippingAddressInput } from './checkout.ts';
import { formatPrice } from './money.ts';

// Staff's orders: the list, one order with everything about it, its changes and its refunds.

export const ORDER_STATUSES = ['placed', 'paid', 'payment_failed', 'cancelled'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** The list's status filter: the order's own status, or a paid order's refunds so far. */
export const ORDER_STATUS_FILTERS = [...ORDER_STATUSES, 'refunded', 'partly_refunded'] as const;
export const orderStatusLabels: Record<(typeof ORDER_STATUS_FILTERS)[number], string> = {
  placed: 'Placed (not charged)',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
};

export const ORDER_KINDS = ['subscription', 'one_time'] as const;
export const OrderKind = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof OrderKind>;
export const orderKindLabels: Record<OrderKind, string> = {
  subscription: 'Subscription',
  one_time: 'One time',
};

const optionalId = z.optional(z.coerce.number().check(z.int(), z.positive()));

/** GET /api/admin/orders */
export const AdminOrdersQuery = gridQuery(['id', 'created', 'total', 'week', 'status'], {
  week: z.optional(Week),
  status: z.optional(z.enum(ORDER_STATUS_FILTERS)),
  channel: optionalId,
  customer: optionalId,
  kind: z.optional(OrderKind),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;
export const ORDER_LIST_FILTERS = ['week', 'status', 'channel', 'customer', 'kind'] as const;

const Person = z.object({ id: z.int(), name: z.string(), email: z.string() });
const Named = z.object({ id: z.int(), name: z.string() });

export const AdminOrderRow = z.object({
  id: z.int(),
  created_at: z.string(),
  customer: Person,
  channel: Named,
  week: z.string(),
  kind: OrderKind,
  status: OrderStatus,
  total: z.int(),
  refunded: z.int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;
export const AdminOrdersPage = gridPage(AdminOrderRow);
export type AdminOrdersPage = z.infer<typeof AdminOrdersPage>;

export const REFUND_DESTINATIONS = ['card', 'gift_card'] as const;
export const RefundDestination = z.enum(REFUND_DESTINATIONS);
export type RefundDestination = z.infer<typeof RefundDestination>;
export const refundDestinationLabels: Record<RefundDestination, string> = {
  card: 'To the card',
  gift_card: 'To the gift card balance',
};

export const AdminOrderView = z.object({
  id: z.int(),
  customer_order_key: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  customer: z.extend(Person, { gift_card_balance: z.int(), has_card: z.boolean() }),
  channel: Named,
  week: z.string(),
  delivery_date: z.string(),
  kind: OrderKind,
  status: OrderStatus,
  /** The plan whose price per meal the lines cost (null: à la carte). */
  plan: z.nullable(z.object({ sku: z.string(), name: z.string() })),
  subscription: z.nullable(z.object({ id: z.int(), week_state: z.nullable(z.string()) })),
  lines: z.array(
    z.object({ sku: z.string(), name: z.string(), unit_price: z.int(), quantity: z.int() }),
  ),
  prices: z.object({
    subtotal: z.int(),
    subscription_discount: z.int(),
    discount: z.int(),
    discount_code: z.nullable(z.string()),
    gift_card: z.int(),
    card: z.int(),
    total: z.int(),
    refunded: z.int(),
    card_refunded: z.int(),
  }),
  shipping: z.record(z.string(), z.nullable(z.string())),
  payments: z.array(
    z.object({
      id: z.int(),
      created_at: z.string(),
      amount: z.int(),
      status: z.string(),
      reference: z.nullable(z.string()),
      failure_message: z.nullable(z.string()),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.int(),
      created_at: z.string(),
      amount: z.int(),
      destination: RefundDestination,
      status: z.enum(['pending', 'succeeded', 'failed']),
      reference: z.nullable(z.string()),
      failure_message: z.nullable(z.string()),
      reason: z.string(),
      by: z.nullable(z.string()),
    }),
  ),
  /** What staff may still do with it (the server's rules; the page only shows them). */
  can: z.object({
    edit_address: z.boolean(),
    edit_items: z.boolean(),
    cancel: z.boolean(),
    charge: z.boolean(),
    /** At most this much may still be refunded, and this much of it to the card. */
    refundable: z.int(),
    card_refundable: z.int(),
  }),
});
export type AdminOrderView = z.infer<typeof AdminOrderView>;

const reason = (max = 500) => z.string().check(z.trim(), z.maxLength(max));
/** A client-chosen key: the same request sent again is done once. */
const IdempotencyKey = z.string().check(z.minLength(8), z.maxLength(100));

export const OrderAddressInput = z.object({ shipping: ShippingAddressInput });
export type OrderAddressInput = z.infer<typeof OrderAddressInput>;

export const orderRefundMessages = {
  reasonRequired: 'Say why the money is given back.',
  amount: 'Enter an amount of at least $0.01.',
  tooMuch: (cents: number) => `At most ${formatPrice(cents)} can be refunded.`,
  tooMuchToCard: (cents: number) => `At most ${formatPrice(cents)} can go back to the card.`,
  notPaid: 'Only a paid order can be refunded.',
  noCharge: 'This order was not charged to a card.',
  keyReused: 'This refund was already asked for with other details.',
} as const;

export const RefundOrderInput = z.object({
  amount_cents: z.int().check(z.positive(orderRefundMessages.amount)),
  destination: RefundDestination,
  reason: reason().check(z.minLength(1, orderRefundMessages.reasonRequired)),
  idempotency_key: IdempotencyKey,
});
export type RefundOrderInput = z.infer<typeof RefundOrderInput>;

export const RefundResultView = z.object({
  refund: z.object({
    id: z.int(),
    amount: z.int(),
    destination: RefundDestination,
    status: z.enum(['pending', 'succeeded', 'failed']),
  }),
});
export type RefundResultView = z.infer<typeof RefundResultView>;

/**
 * Where the rest of a paid order's money goes when it is cancelled: 'original' gives the card's
 * part back to the card and the gift card's part to the balance; 'gift_card' all to the balance.
 */
export const CANCEL_REFUNDS = ['original', 'gift_card'] as const;
export const CancelOrderInput = z.object({
  reason: reason().check(z.minLength(1, 'Say why the order is cancelled.')),
  refund_to: z.optional(z.enum(CANCEL_REFUNDS)),
  idempotency_key: IdempotencyKey,
});
export type CancelOrderInput = z.infer<typeof CancelOrderInput>;

export const orderEditMessages = {
  delivered: 'The order has been delivered: its address can no longer change.',
  cancelled: 'A cancelled order is not delivered.',
  notPlaced: 'Only an order not yet charged (placed) can change its meals.',
  notCancellable: 'This order cannot be cancelled.',
  refundFirst: 'Choose where the money goes back: a paid order is cancelled with a full refund.',
  notOnMenu: (sku: string) => `${sku} is not on this week's menu.`,
  noMeals: 'Choose at least one meal.',
  noCard: 'The customer has no card on file.',
  noMenu: 'There is no published menu for this week.',
  notCustomer: 'There is no such customer.',
  notChannel: 'There is no such channel.',
  planNotFound: 'There is no such plan on this channel.',
  notFound: 'There is no such order.',
} as const;

const OrderItemsList = z
  .array(
    z.object({
      sku: z.string().check(z.minLength(1), z.maxLength(100)),
      quantity: z.int().check(z.positive(), z.maximum(50)),
    }),
  )
  .check(z.minLength(1, orderEditMessages.noMeals), z.maxLength(60));

/** The meals of an order not yet charged, repriced as checkout prices them. */
export const OrderItemsInput = z.object({
  items: OrderItemsList,
  /** The plan whose price per meal they cost; null: à la carte. */
  meal_plan_sku: z.nullable(z.string().check(z.maxLength(100))),
});
export type OrderItemsInput = z.infer<typeof OrderItemsInput>;

/** GET /api/admin/orders/new: what a new order for a customer and week can hold. */
export const NewOrderOptionsQuery = z.object({
  week: Week,
  channel: optionalId,
  customer: optionalId,
});
export const NewOrderOptions = z.object({
  week: z.string(),
  channels: z.array(Named),
  channel: z.nullable(Named),
  menu: z.nullable(
    z.object({
      delivery_date: z.string(),
      items: z.array(
        z.object({
          sku: z.string(),
          name: z.string(),
          price: z.int(),
          premium_surcharge: z.int(),
        }),
      ),
    }),
  ),
  plans: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      price_per_meal: z.int(),
      meals_per_week: z.int(),
    }),
  ),
  customer: z.nullable(
    z.extend(Person, {
      gift_card_balance: z.int(),
      has_card: z.boolean(),
      card: z.nullable(z.string()),
      shipping: z.record(z.string(), z.nullable(z.string())),
    }),
  ),
});
export type NewOrderOptions = z.infer<typeof NewOrderOptions>;

/** GET /api/admin/orders/customers?q=: customers to order for. */
export const CustomerLookupQuery = z.object({ q: z.string().check(z.trim(), z.maxLength(200)) });
export const CustomerLookup = z.object({ customers: z.array(Person) });
export type CustomerLookup = z.infer<typeof CustomerLookup>;

export const AddOrderInput = z.object({
  customer_id: z.int().check(z.positive()),
  channel_id: z.int().check(z.positive()),
  week: Week,
  items: OrderItemsList,
  meal_plan_sku: z.nullable(z.string().check(z.maxLength(100))),
  discount_code: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(50)))),
  shipping: ShippingAddressInput,
  /** false: the order is kept placed (not charged) to be changed and charged later. */
  charge_now: z.boolean(),
  idempotency_key: IdempotencyKey,
});
export type AddOrderInput = z.infer<typeof AddOrderInput>;

export const AddedOrder = z.object({ order_id: z.int(), status: OrderStatus });
export type AddedOrder = z.infer<typeof AddedOrder>;

/** A change's answer: the order as it now is. */
export const AdminOrderChanged = z.object({ message: z.string(), order: AdminOrderView });
export type AdminOrderChanged = z.infer<typeof AdminOrderChanged>;
