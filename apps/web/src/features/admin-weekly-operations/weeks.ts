import type { MenuWeek, SubscriptionWeekState } from '@mealbox/contracts';

// The weeks the weekly operations' overviews show, and how their pages name weeks and states.
// Weeks are named by their Monday (`2026-12-07`) and counted in whole UTC days, so no reader's
// time zone moves a week by a day.

const DAY_MS = 86_400_000;

/** How many past weeks the overviews show before the current ordering week. */
export const WEEKS_BACK = 8;

const dayOf = (week: string) => Date.parse(`${week}T00:00:00Z`);

/** The week `count` weeks after `week` (before it when negative). */
export const shiftWeek = (week: string, count: number) =>
  new Date(dayOf(week) + count * 7 * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week the browser's today falls in: the overviews' anchor without a menu. */
export function thisWeek(now = new Date()): string {
  const day = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * DAY_MS).toISOString().slice(0, 10);
}

export interface OverviewWeeks {
  from: string;
  to: string;
  /** The current ordering week: the store's, from its upcoming menus. */
  current: string;
  /** Every week from `to` back to `from`, the latest first. */
  weeks: string[];
}

/**
 * The weeks of an overview: `back` weeks before the current ordering week (the first upcoming
 * published week), it, and the weeks after it customers may also order. Without any upcoming
 * menu, the week of `today`.
 */
export function overviewWeeks(
  upcoming: ReadonlyArray<Pick<MenuWeek, 'week' | 'orderable'>>,
  today: string,
  back = WEEKS_BACK,
): OverviewWeeks {
  const current = upcoming[0]?.week ?? today;
  const orderable = upcoming.filter((w) => w.orderable).map((w) => w.week);
  const to = orderable.reduce((last, week) => (week > last ? week : last), current);
  const from = shiftWeek(current, -back);
  const weeks: string[] = [];
  for (let week = to; week >= from; week = shiftWeek(week, -1)) weeks.push(week);
  return { from, to, current, weeks };
}

/** `Mon, Dec 7, 2026` for a week or a delivery date. */
export const weekText = (week: string) =>
  new Date(`${week}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/** A subscription week's state in staff's words. */
export const stateLabels: Record<SubscriptionWeekState, string> = {
  pending: 'Pending',
  picked: 'Picked',
  preselected: 'Preselected',
  skipped: 'Skipped',
  ordered: 'Ordered',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
};
