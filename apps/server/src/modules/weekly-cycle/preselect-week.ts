import { pickReasonText, preselectionPath } from '@mealbox/contracts';
import { pickReminderMail, preselectedMail } from '../../integrations/email/weekly-cycle.mail.ts';
import { randomToken } from '../../lib/tokens.ts';
import { formatDeadline, formatWeek } from '../../lib/weeks.ts';
import type { ServiceContext } from '../service-context.ts';
import type { WeekOutcome } from './lock-week.ts';
import { chooseBox, type WeekBatch } from './week-box.ts';
import {
  fillWeeksIfUnchanged,
  recordNoticeOnce,
  type CycleSubscription,
  type WeekFill,
} from './weekly-cycle.repository.ts';

/** Only an active subscription the customer picks for, whose week is still empty, is chosen for. */
const waitsForPicks = (s: CycleSubscription) =>
  s.status === 'active' &&
  s.picking_required &&
  (s.week_state === null || s.week_state === 'pending');

/**
 * Preselection (48 h before the deadline), for the weeks of a batch in one statement: a customer
 * who has not picked gets a full box chosen for them, each meal with its reason, the week
 * `preselected` with the key of its confirmation page, and a mail with the link; each only if
 * the week is still as it was read (a customer who picks meanwhile keeps their picks).
 */
export async function preselectWeeks(
  ctx: ServiceContext,
  subscriptions: readonly CycleSubscription[],
  batch: WeekBatch,
): Promise<WeekOutcome[]> {
  const week = batch.menu.week;
  const deadline = formatDeadline(batch.menu.picking_deadline, ctx.env.STORE_TIMEZONE);
  const outcomes: WeekOutcome[] = subscriptions.map(() => 'skipped');
  const fills: WeekFill[] = [];
  const filledAt = new Map<number, number>();
  subscriptions.forEach((s, i) => {
    if (!waitsForPicks(s)) return;
    const box = chooseBox(s, batch);
    if (box.length === 0) {
      outcomes[i] = 'failed';
      return;
    }
    const key = randomToken(24);
    const mail = preselectedMail(
      { to: s.email, firstName: s.first_name, channel: ctx.channel.config },
      {
        formatted: formatWeek(week),
        deadline,
        confirmUrl: `${ctx.env.PUBLIC_URL}${preselectionPath(key)}`,
      },
      box.map((item) => ({
        name: batch.mealsById.get(item.menuItemId)?.name ?? '',
        quantity: item.quantity,
        why: pickReasonText[item.reason],
      })),
    );
    filledAt.set(s.subscription_id, i);
    fills.push({
      subscriptionId: s.subscription_id,
      readState: s.week_state,
      state: 'preselected',
      items: box,
      preselectionKey: key,
      mail,
    });
  });
  const moved = await fillWeeksIfUnchanged(ctx.db, week, fills, (name, rows) =>
    ctx.mailer.enqueueManyFrom(name, rows),
  );
  for (const [subscriptionId] of moved) outcomes[filledAt.get(subscriptionId)!] = 'done';
  if (moved.size > 0) ctx.mailer.kick();
  return outcomes;
}

/** Preselection of one subscription week (a staff action on a customer's behalf). */
export async function preselectWeek(
  ctx: ServiceContext,
  s: CycleSubscription,
  batch: WeekBatch,
): Promise<WeekOutcome> {
  const [outcome] = await preselectWeeks(ctx, [s], batch);
  return outcome ?? 'skipped';
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
