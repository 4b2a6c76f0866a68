import {
  nextStepsText,
  priceRows,
  type ChannelConfig,
  type OrderConfirmation,
} from '@mealbox/contracts';
import { escapeHtml, mailLayout } from './layout.ts';
import type { MailMessage } from './mailer.ts';

export { priceRows };

function nextSteps(order: OrderConfirmation): string | null {
  const text = nextStepsText(order);
  return text ? `What happens next: ${text.charAt(0).toLowerCase()}${text.slice(1)}` : null;
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
