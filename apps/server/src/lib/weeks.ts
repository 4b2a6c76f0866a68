import { TZDate } from '@date-fns/tz';
import { addDays, format, formatISO, parseISO, startOfWeek } from 'date-fns';

/**
 * A week is named by the ISO date of the Monday of its delivery week, in the store's time zone.
 * The picking deadline defaults to the Wednesday before, 23:59 store time.
 */
export function mondayOf(instant: Date, timeZone: string): string {
  const local = new TZDate(instant, timeZone);
  return formatISO(startOfWeek(local, { weekStartsOn: 1 }), { representation: 'date' });
}

export function addWeeks(week: string, count: number): string {
  return formatISO(addDays(parseISO(week), 7 * count), { representation: 'date' });
}

export function defaultPickingDeadline(week: string, timeZone: string): Date {
  const monday = parseISO(week);
  const wednesdayBefore = addDays(monday, -5);
  const local = new TZDate(
    wednesdayBefore.getFullYear(),
    wednesdayBefore.getMonth(),
    wednesdayBefore.getDate(),
    23,
    59,
    0,
    timeZone,
  );
  return new Date(local.getTime());
}

/** The earliest week whose default deadline has not passed at `now`. */
export function currentOrderingWeek(now: Date, timeZone: string): string {
  let week = mondayOf(now, timeZone);
  while (defaultPickingDeadline(week, timeZone).getTime() <= now.getTime()) {
    week = addWeeks(week, 1);
  }
  return week;
}

const formattedWeeks = new Map<string, string>();

/** `Nov 30`; remembered, as every cart answer shows its week (a few weeks are ever asked for). */
export function formatWeek(week: string): string {
  let formatted = formattedWeeks.get(week);
  if (formatted === undefined) {
    formatted = format(parseISO(week), 'MMM d');
    if (formattedWeeks.size >= 1000) formattedWeeks.clear();
    formattedWeeks.set(week, formatted);
  }
  return formatted;
}

const formattedDeadlines = new Map<string, string>();

/**
 * `Wednesday, Nov 25 at 11:59 PM` in the store's time zone; remembered, as every answer about a
 * subscriber's week shows its deadline (a few deadlines are ever asked for), and a time zone's
 * offset is costly to work out.
 */
export function formatDeadline(deadline: Date, timeZone: string): string {
  const key = `${deadline.getTime()}|${timeZone}`;
  let formatted = formattedDeadlines.get(key);
  if (formatted === undefined) {
    formatted = format(new TZDate(deadline, timeZone), "EEEE, MMM d 'at' h:mm a");
    if (formattedDeadlines.size >= 1000) formattedDeadlines.clear();
    formattedDeadlines.set(key, formatted);
  }
  return formatted;
}

const formattedDeliveryDates = new Map<string, string>();

/** `Monday, Nov 30`: a delivery date (an ISO date) as confirmations and the schedule show it. */
export function formatDeliveryDate(date: string): string {
  let formatted = formattedDeliveryDates.get(date);
  if (formatted === undefined) {
    formatted = format(parseISO(date), 'EEEE, MMM d');
    if (formattedDeliveryDates.size >= 1000) formattedDeliveryDates.clear();
    formattedDeliveryDates.set(date, formatted);
  }
  return formatted;
}
