import {
  isPreselectionKey,
  pickReasonText,
  preselectionMessages,
  subscriptionMessages,
  type Preselection,
  type PreselectionConfirmed,
} from '@mealbox/contracts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { formatDeadline, formatDeliveryDate, formatWeek } from '../../lib/weeks.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  confirmPreselection as confirmPreselectionOf,
  findPreselection,
  type PreselectionRow,
} from './preselection.repository.ts';

/** States in which the box is still the customer's to confirm or change, before the deadline. */
const CHANGEABLE = new Set<string>(['preselected', 'picked']);

const deadlinePassed = (row: PreselectionRow, now: Date) =>
  row.picking_deadline.getTime() <= now.getTime();

function toPreselection(ctx: ServiceContext, row: PreselectionRow, now: Date): Preselection {
  return {
    subscription_id: row.subscription_id,
    week: row.week,
    week_formatted: formatWeek(row.week),
    delivery_date_formatted: formatDeliveryDate(row.delivery_date),
    picking_deadline_formatted: formatDeadline(row.picking_deadline, ctx.env.STORE_TIMEZONE),
    deadline_passed: deadlinePassed(row, now),
    state: row.state,
    can_change: row.subscription_active && CHANGEABLE.has(row.state) && !deadlinePassed(row, now),
    meals: row.meals.map((m) => ({ ...m, reason_text: pickReasonText[m.reason] })),
  };
}

async function found(ctx: ServiceContext, key: string): Promise<PreselectionRow> {
  const row = isPreselectionKey(key) ? await findPreselection(ctx.db, key) : undefined;
  if (!row) throw new NotFound(preselectionMessages.notFound);
  return row;
}

/**
 * GET /api/preselection/:key: the week the store picked meals for, from the mail's link (no login:
 * the key is unguessable), with each meal's reason and whether it can still be changed.
 */
export async function preselectionOf(ctx: ServiceContext, key: string): Promise<Preselection> {
  const now = ctx.clock.now();
  return toPreselection(ctx, await found(ctx, key), now);
}

/**
 * POST /api/preselection/:key/confirm: the customer keeps the meals the store picked (state
 * `picked`, the reasons kept), before the deadline. A week already confirmed answers the same;
 * after the deadline, or once skipped or locked, it is refused with the reason.
 */
export async function confirmPreselection(
  ctx: ServiceContext,
  key: string,
): Promise<PreselectionConfirmed> {
  const now = ctx.clock.now();
  if (isPreselectionKey(key)) await confirmPreselectionOf(ctx.db, key, now);
  // Read after the write: the week it confirmed, or why it did nothing (confirmed before,
  // skipped, locked, the deadline passed).
  const after = await found(ctx, key);
  const week = formatWeek(after.week);
  if (deadlinePassed(after, now)) {
    const deadline = formatDeadline(after.picking_deadline, ctx.env.STORE_TIMEZONE);
    throw new Conflict(subscriptionMessages.deadlinePassed('changed', deadline));
  }
  if (!after.subscription_active) throw new NotFound(preselectionMessages.notFound);
  if (after.state === 'skipped') throw new Conflict(preselectionMessages.skipped(week));
  if (after.state !== 'picked') throw new Conflict(preselectionMessages.notConfirmable);
  return {
    message: preselectionMessages.confirmed(week),
    preselection: toPreselection(ctx, after, now),
  };
}
