// The kitchen page's weeks, as the store names them (the ISO date of their Monday), from the
// date input's `YYYY-MM-DD`: calendar arithmetic in UTC, so no time zone moves a day.

const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** The week (its Monday) a calendar date falls in; undefined for what is no date. */
export function weekOfDate(iso: string): string | undefined {
  const date = dateOf(iso);
  if (Number.isNaN(date.getTime()) || isoOf(date) !== iso) return undefined;
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return isoOf(date);
}

/** The week `count` weeks after `week` (before, when negative). */
export function weeksAfter(week: string, count: number): string {
  const date = dateOf(week);
  date.setUTCDate(date.getUTCDate() + 7 * count);
  return isoOf(date);
}

/** `Jun 3, 2030`: a week or a delivery date in words. */
export const dayInWords = (iso: string) =>
  dateOf(iso).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
