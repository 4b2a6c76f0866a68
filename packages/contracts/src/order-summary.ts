import type { OrderConfirmation } from './checkout.ts';

/** Integer cents as dollars with two decimals: 1299 → "$12.99". */
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The price breakdown of a confirmed order as label/amount rows, zero rows left out. One function
 * for the confirmation page and both parts of the confirmation mail, so their labels never drift.
 */
export function priceRows(order: Pick<OrderConfirmation, 'price'>): Array<[string, string]> {
  const p = order.price;
  const rows: Array<[string, string]> = [['Subtotal', money(p.subtotal)]];
  if (p.subscription_discount > 0)
    rows.push(['Subscribe & Save', `-${money(p.subscription_discount)}`]);
  if (p.discount > 0)
    rows.push([
      `Discount${p.discount_code ? ` (${p.discount_code})` : ''}`,
      `-${money(p.discount)}`,
    ]);
  rows.push(['Total', money(p.total)]);
  if (p.gift_card > 0) rows.push(['Paid with gift card', `-${money(p.gift_card)}`]);
  rows.push(['Charged to your card', money(p.card)]);
  return rows;
}

/** The "what happens next" line for a subscriber's confirmation; null for one-time orders. */
export function nextStepsText(order: Pick<OrderConfirmation, 'next_week'>): string | null {
  const next = order.next_week;
  if (!next) return null;
  return next.picking_required
    ? `Pick your meals for the week of ${next.week_formatted} by ${next.picking_deadline_formatted}. If you don't, we'll choose for you.`
    : `Our chefs choose your meals for the week of ${next.week_formatted}. You can skip that week until ${next.picking_deadline_formatted}.`;
}
