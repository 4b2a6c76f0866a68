import { isRealDate } from '@mealbox/contracts/week';

// How every admin page counts and writes weeks. A week is named by its Monday (`2030-03-04`);
// weeks and delivery dates are ISO dates counted in whole UTC days and written in UTC, so no
// reader's time zone moves one by a day.

const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of the week a date (an ISO date) falls in: the week's name. */
export function mondayOf(date: string): string {
  const day = dayOf(date);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return isoOf(day - weekday * DAY_MS);
}

/** The week `count` weeks after `week` (before it when negative). */
export const shiftWeek = (week: string, count: number) => isoOf(dayOf(week) + count * 7 * DAY_MS);

/** Today's date where the browser is, as an ISO date. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The week the browser's today falls in, a Sunday belonging to the week before. */
export const thisWeek = (now = new Date()) => mondayOf(localToday(now));

/** A week typed or kept in the URL: its Monday when it is a real date, else nothing. */
export const weekOf = (value: string | null | undefined): string | undefined =>
  value && isRealDate(value) ? mondayOf(value) : undefined;

const inWords = (iso: string, style: Intl.DateTimeFormatOptions) =>
  new Date(dayOf(iso)).toLocaleDateString('en-US', { ...style, timeZone: 'UTC' });

/** `Dec 7, 2026`: a week or a delivery date in words. */
export const dateText = (iso: string) =>
  inWords(iso, { month: 'short', day: 'numeric', year: 'numeric' });

/** `Mon, Dec 7, 2026`: a week or a delivery date with its day. */
export const dayText = (iso: string) =>
  inWords(iso, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** `Mar 4`: a week as a chart's axis names it. */
export const shortWeek = (week: string) => inWords(week, { month: 'short', day: 'numeric' });
