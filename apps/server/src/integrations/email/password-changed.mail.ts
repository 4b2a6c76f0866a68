import type { ChannelConfig } from '@mealbox/contracts';
import { mailLayout } from './layout.ts';
import type { MailMessage } from './mailer.ts';

/** The notice a password change sends, so that a customer who did not make it can act. */
export function passwordChangedMail(options: {
  to: string;
  firstName: string;
  resetUrl: string;
  channel: ChannelConfig;
}): MailMessage {
  const { to, firstName, resetUrl, channel } = options;
  const subject = `Your ${channel.name} password was changed`;
  const intro = `Hi ${firstName}, the password of your ${channel.name} account was just changed on your account page, and every other device signed in to it was signed out.`;
  const notYou = `If you did not change it, choose a new password now and call us at ${channel.support_phone_formatted}.`;
  return {
    to,
    subject,
    template: 'password-changed',
    html: mailLayout({
      brand: channel.name,
      accentColor: channel.accent_color,
      heading: 'Your password was changed',
      paragraphs: [intro, notYou],
      action: { label: 'Choose a new password', url: resetUrl },
      footer: `Questions? Call us at ${channel.support_phone_formatted}.`,
    }),
    text: `${intro}\n\n${notYou}\nChoose a new password: ${resetUrl}\n`,
  };
}
