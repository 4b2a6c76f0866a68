import type { MenuWeek, SubscriptionWeekState } from '@mealbox/contracts';
import { shiftWeek } from '../admin';

// The weeks the weekly operations' overviews show, and how their pages name states.

/** How many past weeks the overviews show before the current ordering week. */
export const WEEKS_BACK = 8;

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
