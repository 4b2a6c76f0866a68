import { TZDate } from '@date-fns/tz';
import { parseISO } from 'date-fns';
import type { CycleRunKind } from '@mealbox/contracts';

const HOUR = 3_600_000;

/** The reminder to pick goes out this long before the deadline, ahead of preselection. */
export const REMIND_BEFORE_MS = 72 * HOUR;
/** Preselection (product decisions): 48 h before the deadline. */
export const PRESELECT_BEFORE_MS = 48 * HOUR;
/** A declined charge is tried again this long after each failure, up to MAX_CHARGE_ATTEMPTS. */
export const RETRY_AFTER_MS = 24 * HOUR;
/** The lock's charge and the retries after 24 h and 48 h. */
export const MAX_CHARGE_ATTEMPTS = 3;

/** A published week as the cycle's timing reads it. */
export interface CycleWeek {
  week: string;
  pickingDeadline: Date;
  /** An ISO date. */
  deliveryDate: string;
}

/** The start of the delivery day in the store's time zone: still unpaid then, it is cancelled. */
export function deliveryCutoff(deliveryDate: string, timeZone: string): Date {
  const day = parseISO(deliveryDate);
  return new Date(
    new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, 0, timeZone).getTime(),
  );
}

/**
 * The runs of a week that are due at `now` (each runs once; a run missed while the store was
 * down runs when it is back, except a reminder or a preselection whose moment has passed):
 * the reminder from 72 h to 48 h before the deadline, preselection from then to the deadline,
 * the lock after it, and the cancellation of unpaid boxes from the start of the delivery day.
 */
export function runsDue(week: CycleWeek, now: Date, timeZone: string): CycleRunKind[] {
  const t = now.getTime();
  const deadline = week.pickingDeadline.getTime();
  const due: CycleRunKind[] = [];
  if (t >= deadline - REMIND_BEFORE_MS && t < deadline - PRESELECT_BEFORE_MS) due.push('remind');
  if (t >= deadline - PRESELECT_BEFORE_MS && t < deadline) due.push('preselect');
  if (t >= deadline) due.push('lock');
  if (t >= deliveryCutoff(week.deliveryDate, timeZone).getTime()) due.push('cancel-unpaid');
  return due;
}

/**
 * When a declined charge is tried next: 24 h after it failed, while automatic attempts remain
 * and the box can still be paid before its delivery day; otherwise never (null).
 */
export function nextChargeAt(
  failedAt: Date,
  attemptsSoFar: number,
  week: CycleWeek,
  timeZone: string,
): Date | null {
  if (attemptsSoFar >= MAX_CHARGE_ATTEMPTS) return null;
  const next = new Date(failedAt.getTime() + RETRY_AFTER_MS);
  return next < deliveryCutoff(week.deliveryDate, timeZone) ? next : null;
}
