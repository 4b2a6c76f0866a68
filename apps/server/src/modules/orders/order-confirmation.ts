import type { MenuWeek, OrderConfirmation } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { NotFound } from '../../lib/errors.ts';
import { formatDeliveryDate, formatWeek } from '../../lib/weeks.ts';
import { upcomingWeeks } from '../catalog/catalog.service.ts';
import { planOfSubscription } from '../subscriptions/subscriptions.repository.ts';
import {
  discountCodeOf,
  findOrderByCustomerKey,
  listOrderLines,
  type OrderRow,
} from './orders.repository.ts';

export const orderMessages = { notFound: 'We could not find that order.' } as const;

const text = (value: string | null | undefined) => value ?? '';

/** An order line as the confirmation shows it; a confirmation lists them by name. */
export interface ConfirmationLine {
  sku: string;
  name: string;
  image: string;
  unitPriceCents: number;
  quantity: number;
}

/**
 * `pickingRequired` stands in for the subscription's plan when the subscription is being created
 * in the same transaction (the confirmation mail is written before it commits). A caller that
 * has just written the order may pass what it wrote instead of having it read again: its lines
 * (in name order, as the database lists them), its discount code and the upcoming weeks.
 */
export async function confirmationOf(
  ctx: ServiceContext,
  order: OrderRow,
  options: {
    pickingRequired?: boolean;
    known?: { lines: ConfirmationLine[]; discountCode: string | null; weeks: MenuWeek[] };
  } = {},
): Promise<OrderConfirmation> {
  const { known } = options;
  const [lines, code] = known
    ? [known.lines, known.discountCode]
    : await Promise.all([
        listOrderLines(ctx.db, order.id),
        discountCodeOf(ctx.db, order.discountId),
      ]);
  let nextWeek: OrderConfirmation['next_week'] = null;
  const pickingRequired =
    options.pickingRequired ??
    (order.subscriptionId === null
      ? undefined
      : (await planOfSubscription(ctx.db, order.subscriptionId))?.pickingRequired);
  if (pickingRequired !== undefined) {
    const next = (known?.weeks ?? (await upcomingWeeks(ctx))).find((w) => w.week > order.week);
    if (next) {
      nextWeek = {
        week_formatted: next.week_formatted,
        picking_deadline_formatted: next.picking_deadline_formatted,
        picking_required: pickingRequired,
      };
    }
  }
  const s = order.shipping;
  return {
    customer_order_key: order.customerOrderKey,
    kind: order.kind,
    status: order.status,
    week: order.week,
    week_formatted: formatWeek(order.week),
    delivery_date: order.deliveryDate,
    delivery_date_formatted: formatDeliveryDate(order.deliveryDate),
    items: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      image: l.image,
      unit_price: l.unitPriceCents,
      quantity: l.quantity,
    })),
    price: {
      subtotal: order.subtotalCents,
      subscription_discount: order.subscriptionDiscountCents,
      discount: order.discountCents,
      discount_code: code,
      total: order.totalCents,
      gift_card: order.giftCardCents,
      card: order.cardChargeCents,
    },
    shipping: {
      name: `${text(s.first_name)} ${text(s.last_name)}`.trim(),
      address: [s.address_1, s.address_2].filter(Boolean).join(', '),
      city_state_zip: `${text(s.city)}, ${text(s.state)} ${text(s.zip_code)}`,
      delivery_instructions: s.delivery_instructions ?? null,
    },
    next_week: nextWeek,
  };
}

/** The confirmation page: the key is long and random, so knowing it is the permission. */
export async function confirmationByKey(
  ctx: ServiceContext,
  key: string,
): Promise<OrderConfirmation> {
  const order = await findOrderByCustomerKey(ctx.db, key);
  if (!order || order.channelId !== ctx.channel.id) throw new NotFound(orderMessages.notFound);
  return confirmationOf(ctx, order);
}
