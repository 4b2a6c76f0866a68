import type { ChannelConfig } from '@mealbox/contracts';
import { escapeHtml, mailLayout } from './layout.ts';
import type { MailMessage } from './mailer.ts';

/** Who a mail of the weekly cycle goes to, and from which store. */
export interface CycleMailTo {
  to: string;
  firstName: string;
  channel: ChannelConfig;
}

/** A meal as a mail lists it, with why it is in the box when the store chose it. */
export interface MailMeal {
  name: string;
  quantity: number;
  why?: string;
}

function cycleMail(
  template: string,
  { to, channel }: CycleMailTo,
  content: {
    subject: string;
    heading: string;
    paragraphs: string[];
    meals?: MailMeal[];
    action: { label: string; url: string };
  },
): MailMessage {
  const meals = content.meals ?? [];
  const mealText = (m: MailMeal) => `${m.quantity} × ${m.name}${m.why ? ` (${m.why})` : ''}`;
  const mealsHtml =
    meals.length === 0
      ? ''
      : `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:22px">${meals
          .map((m) => `<li>${escapeHtml(mealText(m))}</li>`)
          .join('')}</ul>`;
  const footer = `Questions? Call us at ${channel.support_phone_formatted}.`;
  return {
    to,
    subject: content.subject,
    template,
    html: mailLayout({
      brand: channel.name,
      accentColor: channel.accent_color,
      heading: content.heading,
      paragraphs: content.paragraphs,
      extraHtml: mealsHtml,
      action: content.action,
      footer,
    }),
    text: [
      ...content.paragraphs,
      ...meals.map((m) => `- ${mealText(m)}`),
      `${content.action.label}: ${content.action.url}`,
      footer,
    ].join('\n\n'),
  };
}

/** Before preselection: the customer has not picked the week's meals yet. */
export function pickReminderMail(
  to: CycleMailTo,
  week: { formatted: string; deadline: string; pickUrl: string },
): MailMessage {
  return cycleMail('pick-reminder', to, {
    subject: `Pick your meals for the week of ${week.formatted}`,
    heading: `Your box for the week of ${week.formatted} is waiting`,
    paragraphs: [
      `Hi ${to.firstName}, you have not picked your meals for the week of ${week.formatted} yet. Pick them by ${week.deadline}.`,
      'If you do not, we will choose meals for you from your favourites and past picks, and you can still change them until the deadline.',
    ],
    action: { label: 'Pick my meals', url: week.pickUrl },
  });
}

/** Preselection chose the box: what, why, and the link to confirm or change it. */
export function preselectedMail(
  to: CycleMailTo,
  week: { formatted: string; deadline: string; confirmUrl: string },
  meals: MailMeal[],
): MailMessage {
  return cycleMail('preselected', to, {
    subject: `We picked your meals for the week of ${week.formatted}`,
    heading: 'We picked your meals',
    paragraphs: [
      `Hi ${to.firstName}, you had not picked your meals for the week of ${week.formatted}, so we chose them for you:`,
      `Confirm them, or change them until ${week.deadline}.`,
    ],
    meals,
    action: { label: 'See and confirm my meals', url: week.confirmUrl },
  });
}

/** The lock charged the week's box. */
export function weeklyOrderPaidMail(
  to: CycleMailTo,
  week: { formatted: string; delivery: string; total: string; orderUrl: string },
  meals: MailMeal[],
): MailMessage {
  return cycleMail('weekly-order-paid', to, {
    subject: `Your box for the week of ${week.formatted} is confirmed`,
    heading: 'Your box is confirmed',
    paragraphs: [
      `Hi ${to.firstName}, your box for the week of ${week.formatted} is paid (${week.total}) and arrives on ${week.delivery}:`,
    ],
    meals,
    action: { label: 'See my order', url: week.orderUrl },
  });
}

/** A declined charge: the link to update the card; when the store tries again. */
export function paymentFailedMail(
  to: CycleMailTo,
  week: { formatted: string; reason: string; nextTry: string | null; updateUrl: string },
): MailMessage {
  return cycleMail('payment-failed', to, {
    subject: `We could not charge your card for the week of ${week.formatted}`,
    heading: 'Your payment did not go through',
    paragraphs: [
      `Hi ${to.firstName}, we could not charge your card for your box for the week of ${week.formatted}: ${week.reason}`,
      week.nextTry
        ? `Update your card and we will charge it at once; otherwise we will try again on ${week.nextTry}.`
        : 'Update your card and we will charge it at once; otherwise the box will be cancelled before delivery.',
    ],
    action: { label: 'Update my card', url: week.updateUrl },
  });
}

/** Still unpaid at delivery time: the week's box is cancelled. */
export function unpaidCancelledMail(
  to: CycleMailTo,
  week: { formatted: string; scheduleUrl: string },
): MailMessage {
  return cycleMail('unpaid-cancelled', to, {
    subject: `Your box for the week of ${week.formatted} is cancelled`,
    heading: 'Your box is cancelled',
    paragraphs: [
      `Hi ${to.firstName}, we could not charge your card for the week of ${week.formatted}, so that box is cancelled and nothing was charged for it. Any gift card balance it used is back on your account.`,
      'Your subscription goes on: update your card so that next week arrives as planned.',
    ],
    action: { label: 'See my schedule', url: week.scheduleUrl },
  });
}

/** 30 days before the end of the card's month. */
export function cardExpiringMail(
  to: CycleMailTo,
  card: { brand: string; last4: string; expires: string; updateUrl: string },
): MailMessage {
  return cycleMail('card-expiring', to, {
    subject: 'Your card on file is about to expire',
    heading: 'Your card is about to expire',
    paragraphs: [
      `Hi ${to.firstName}, your ${card.brand} ending in ${card.last4} expires at the end of ${card.expires}.`,
      'Update it so that your next boxes are charged without a hitch.',
    ],
    action: { label: 'Update my card', url: card.updateUrl },
  });
}
