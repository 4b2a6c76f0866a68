import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { UPDATE_CARD_PATH } from '@mealbox/contracts';
import { cardExpiringMail } from '../../integrations/email/weekly-cycle.mail.ts';
import type { ServiceContext } from '../service-context.ts';
import type { WeekOutcome } from './lock-week.ts';
import { recordNoticeOnce, type CycleSubscription } from './weekly-cycle.repository.ts';

const NOTICE_BEFORE_MS = 30 * 86_400_000;

/** The first instant after the card's month ends, in the store's time zone. */
export function cardMonthEnd(month: number, year: number, timeZone: string): Date {
  return new Date(new TZDate(year, month, 1, 0, 0, 0, timeZone).getTime());
}

/** Whether a card's notice is due: from 30 days before the end of its month until it ends. */
export function cardNoticeDue(month: number, year: number, now: Date, timeZone: string): boolean {
  const end = cardMonthEnd(month, year, timeZone).getTime();
  return now.getTime() >= end - NOTICE_BEFORE_MS && now.getTime() < end;
}

/**
 * The card-expiry notice (30 days before the end of the card's month) to an active subscriber,
 * once per card and month whatever the runs and channels.
 */
export async function noticeExpiringCard(
  ctx: ServiceContext,
  s: CycleSubscription,
): Promise<WeekOutcome> {
  const { card_exp_month: month, card_exp_year: year } = s;
  if (s.status !== 'active' || !s.card_token || month === null || year === null) return 'skipped';
  const tz = ctx.env.STORE_TIMEZONE;
  if (!cardNoticeDue(month, year, ctx.clock.now(), tz)) return 'skipped';
  const mail = cardExpiringMail(
    { to: s.email, firstName: s.first_name, channel: ctx.channel.config },
    {
      brand: s.card_brand ?? 'card',
      last4: s.card_last4 ?? '',
      expires: format(new TZDate(year, month - 1, 1, tz), 'MMMM yyyy'),
      updateUrl: `${ctx.env.PUBLIC_URL}${UPDATE_CARD_PATH}`,
    },
  );
  const first = await recordNoticeOnce(ctx.db, {
    kind: 'card-expiring',
    subject: `${s.user_id}:${s.card_token}:${year}-${month}`,
    at: ctx.clock.now(),
    writes: (when) => [ctx.mailer.enqueueWhen(mail, when)],
  });
  if (!first) return 'skipped';
  ctx.mailer.kick();
  return 'done';
}
