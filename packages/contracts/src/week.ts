/**
 * A week is named by the ISO date of the Monday of its delivery week (product decisions, "Money,
 * time, identity"), e.g. `2026-11-30`. The one definition of that format: the API's inputs (the
 * `Week` schema), the server's page data and the web's query string all check a week with it.
 * Free of zod, so a page can check a query string without loading the schemas.
 */
export const WEEK_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const weekMessages = {
  notAWeek: 'A week is the ISO date of its Monday.',
} as const;

/** Whether a value has a week's format (it may still be no real date, or no Monday). */
export function isWeek(value: unknown): value is string {
  return typeof value === 'string' && WEEK_PATTERN.test(value);
}

/** Whether a week's name is a real calendar date (2026-02-31 is not), from year 1 on. */
export function isRealDate(week: string): boolean {
  if (!isWeek(week)) return false;
  const [year, month, day] = week.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
