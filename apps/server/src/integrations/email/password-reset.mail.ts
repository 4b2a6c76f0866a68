import type { ChannelConfig } from '@mealbox/contracts';
import { mailLayout } from './layout.ts';
import type { MailMessage } from './mailer.ts';

export function passwordResetMail(options: {
  to: string;
  firstName: string;
  resetUrl: string;
  channel: ChannelConfig;
  validMinutes: number;
}): MailMessage {
  const { to, firstName, resetUrl, channel, validMinutes } = options;
  const subject = `Reset your ${channel.name} password`;
  const intro = `Hi ${firstName}, we received a request to reset the password of your ${channel.name} account.`;
  const validity = `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.`;
  const help = `Questions? Call us at ${channel.support_phone_formatted}.`;
  return {
    to,
    subject,
    template: 'password-reset',
    html: mailLayout({
      brand: channel.name,
      accentColor: channel.accent_color,
      heading: 'Reset your password',
      paragraphs: [intro, validity],
      action: { label: 'Choose a new password', url: resetUrl },
      footer: help,
    }),
    text: `${intro}\n\nChoose a new password: ${resetUrl}\n\n${validity}\n\n${help}\n`,
  };
}
