import { ReportRangeQuery } from '@mealbox/contracts';
import { isRealDate } from '@mealbox/contracts/week';

// A report's range as the reports page and the dashboard keep it in the URL: weeks named by their
// Monday (`2030-03-04`), counted in whole days of UTC so no time zone moves a week by a day.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The weeks a report opens on: the twelve ending with this one. */
export const DEFAULT_REPORT_WEEKS = 12;

export interface ReportRange {
  from: string;
  to: string;
  /** A channel's id, or '' for every channel. */
  channel: string;
}

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

/** A week typed or kept in the URL: its Monday when it is a real date, else nothing. */
export const weekOf = (value: string | null | undefined): string | undefined =>
  value && isRealDate(value) ? mondayOf(value) : undefined;

/** The range a page's query string names, the twelve weeks up to today's by default. */
export function readReportRange(search: URLSearchParams, today: string): ReportRange {
  const to = weekOf(search.get('to')) ?? mondayOf(today);
  const from = weekOf(search.get('from')) ?? shiftWeek(to, 1 - DEFAULT_REPORT_WEEKS);
  const channel = search.get('channel') ?? '';
  return { from, to, channel: /^\d+$/.test(channel) ? channel : '' };
}

/** The range as the reports' API and their CSV links take it (`from=…&to=…&channel=…`). */
export function reportRangeQuery(range: ReportRange): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (range.channel) query.set('channel', range.channel);
  return query.toString();
}

/** `Mar 4`: a week as a chart's axis names it. */
export const shortWeek = (week: string) =>
  new Date(dayOf(week)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * What is wrong with a range, by field (`to`: it ends before it starts, or spans more than five
 * years), by the API's own schema: the page says it under the field instead of asking.
 */
export function rangeProblems(range: ReportRange): Partial<Record<'from' | 'to', string>> {
  const checked = ReportRangeQuery.safeParse(
    range.channel ? range : { ...range, channel: undefined },
  );
  const problems: Partial<Record<'from' | 'to', string>> = {};
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
