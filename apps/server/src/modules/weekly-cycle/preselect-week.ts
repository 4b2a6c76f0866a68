import { pickReasonText } from '@mealbox/contracts';
import { pickReminderMail, preselectedMail } from '../../integrations/email/weekly-cycle.mail.ts';
import { randomToken } from '../../lib/tokens.ts';
import { formatDeadline, formatWeek } from '../../lib/weeks.ts';
import type { ServiceContext } from '../service-context.ts';
import type { WeekOutcome } from './lock-week.ts';
import { chooseBox, type WeekBatch } from './week-box.ts';
import {
  fillWeekIfUnchanged,
  recordNoticeOnce,
  type CycleSubscription,
} from './weekly-cycle.repository.ts';

/** Only an active subscription the customer picks for, whose week is still empty, is chosen for. */
const waitsForPicks = (s: CycleSubscription) =>
  s.status === 'active' &&
  s.picking_required &&
  (s.week_state === null || s.week_state === 'pending');

/**
 * Preselection of one subscription week (48 h before the deadline): a customer who has not picked
 * gets a full box chosen for them, each meal with its reason, the week `preselected` with the key
 * of its confirmation page, and a mail with the link; all in one statement, only if the week is
 * still as it was read (a customer who picks meanwhile keeps their picks).
 */
export async function preselectWeek(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
): Promise<WeekOutcome> {
  if (!waitsForPicks(s)) return 'skipped';
  const box = chooseBox(s, batch);
  if (box.length === 0) return 'failed';
  const key = randomToken(24);
  const week = batch.menu.week;
  const mail = preselectedMail(
    { to: s.email, firstName: s.first_name, channel: ctx.channel.config },
    {
      formatted: formatWeek(week),
      deadline: formatDeadline(batch.menu.picking_deadline, ctx.env.STORE_TIMEZONE),
      confirmUrl: `${ctx.env.PUBLIC_URL}/preselection-confirmation/${key}`,
    },
    box.map((item) => ({
      name: batch.mealsById.get(item.menuItemId)?.name ?? '',
      quantity: item.quantity,
      why: pickReasonText[item.reason],
    })),
  );
  const filled = await fillWeekIfUnchanged(ctx.db, {
    subscriptionId: s.subscription_id,
    week,
    readState: s.week_state,
    state: 'preselected',
    items: box,
    preselectionKey: key,
    writes: (moved) => [ctx.mailer.enqueueWhen(mail, moved)],
  });
  if (filled === undefined) return 'skipped';
  ctx.mailer.kick();
  return 'done';
}

/**
 * The reminder to pick (before preselection): once per subscription week, to a customer who
 * has not picked it yet.
 */
export async function remindWeek(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
): Promise<WeekOutcome> {
  if (!waitsForPicks(s)) return 'skipped';
  const week = batch.menu.week;
  const mail = pickReminderMail(
    { to: s.email, firstName: s.first_name, channel: ctx.channel.config },
    {
      formatted: formatWeek(week),
      deadline: formatDeadline(batch.menu.picking_deadline, ctx.env.STORE_TIMEZONE),
      pickUrl: `${ctx.env.PUBLIC_URL}/meals?week=${week}&subscription=${s.subscription_id}`,
    },
  );
  const first = await recordNoticeOnce(ctx.db, {
    kind: 'pick-reminder',
    subject: `${s.subscription_id}:${week}`,
    at: ctx.clock.now(),
    writes: (when) => [ctx.mailer.enqueueWhen(mail, when)],
  });
  if (!first) return 'skipped';
  ctx.mailer.kick();
  return 'done';
}
