import type { ChannelConfig } from '@mealbox/contracts';
import { mailLayout } from './layout.ts';
import type { MailMessage } from './mailer.ts';

/** The notice an email change sends to the old address, so that its owner can act. */
export function emailChangedMail(options: {
  to: string;
  firstName: string;
  newEmail: string;
  channel: ChannelConfig;
}): MailMessage {
  const { to, firstName, newEmail, channel } = options;
  const subject = `The email address of your ${channel.name} account was changed`;
  const intro = `Hi ${firstName}, the email address of your ${channel.name} account was just changed to ${newEmail} on your account page. Mail about your orders now goes there.`;
  const notYou = `If you did not change it, call us at ${channel.support_phone_formatted}.`;
  return {
    to,
    subject,
    template: 'email-changed',
    html: mailLayout({
      brand: channel.name,
      accentColor: channel.accent_color,
      heading: 'Your email address was changed',
      paragraphs: [intro, notYou],
      footer: `Questions? Call us at ${channel.support_phone_formatted}.`,
    }),
    text: `${intro}\n\n${notYou}\n`,
  };
}
