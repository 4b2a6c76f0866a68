import { ReportRangeQuery } from '@mealbox/contracts';
import { mondayOf, shiftWeek, weekOf } from '../admin';

// A report's range as the reports page and the dashboard keep it in the URL: weeks named by their
// Monday (`2030-03-04`), the admin's weeks.

/** The weeks a report opens on: the twelve ending with this one. */
export const DEFAULT_REPORT_WEEKS = 12;

export interface ReportRange {
  from: string;
  to: string;
  /** A channel's id, or '' for every channel. */
  channel: string;
}

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
