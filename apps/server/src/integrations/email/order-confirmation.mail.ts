import type { ChannelConfig, OrderConfirmation } from '@mealbox/contracts';
import { escapeHtml, mailLayout } from './layout.ts';
import type { MailMessage } from './mailer.ts';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The price breakdown as label/amount rows, the same on the page and in both mail parts. */
export function priceRows(order: OrderConfirmation): Array<[string, string]> {
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

function nextSteps(order: OrderConfirmation): string | null {
  const next = order.next_week;
  if (!next) return null;
  return next.picking_required
    ? `What happens next: pick your meals for the week of ${next.week_formatted} by ${next.picking_deadline_formatted}. If you don't, we'll choose for you.`
    : `What happens next: our chefs choose your meals for the week of ${next.week_formatted}. You can skip that week until ${next.picking_deadline_formatted}.`;
}

export function orderConfirmationMail(options: {
  to: string;
  firstName: string;
  order: OrderConfirmation;
  channel: ChannelConfig;
  confirmationUrl: string;
}): MailMessage {
  const { to, firstName, order, channel, confirmationUrl } = options;
  const subject = `Your ${channel.name} order for the week of ${order.week_formatted}`;
  const intro = `Thanks, ${firstName}! Your order is confirmed and will arrive on ${order.delivery_date_formatted}.`;
  const items = order.items.map((i) => `${i.quantity} × ${i.name}`);
  const rows = priceRows(order);
  const next = nextSteps(order);
  const ship = order.shipping;
  const shipTo = `Delivering to ${ship.name}, ${ship.address}, ${ship.city_state_zip}.`;
  const help = `Questions? Call us at ${channel.support_phone_formatted}.`;

  const itemList = `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li style="margin:4px 0">${escapeHtml(i)}</li>`).join('')}</ul>`;
  const table = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows
    .map(
      ([label, amount]) =>
        `<tr><td style="padding:4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(amount)}</td></tr>`,
    )
    .join('')}</table>`;

  return {
    to,
    subject,
    template: 'order-confirmation',
    html: mailLayout({
      brand: channel.name,
      accentColor: channel.accent_color,
      heading: 'Your order is confirmed',
      paragraphs: [intro, shipTo, ...(next ? [next] : [])],
      extraHtml: itemList + table,
      action: { label: 'View your order', url: confirmationUrl },
      footer: help,
    }),
    text: [
      intro,
      '',
      ...items,
      '',
      ...rows.map(([label, amount]) => `${label}: ${amount}`),
      '',
      shipTo,
      ...(next ? ['', next] : []),
      '',
      `View your order: ${confirmationUrl}`,
      '',
      help,
      '',
    ].join('\n'),
  };
}
