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

/**
 * A formatter that remembers its answers: the same few weeks, deadlines and delivery dates are
 * formatted on every answer, and date-fns (a time zone's offset above all) is costly per call.
 * Bounded, so that a caller's mistake cannot grow it forever.
 */
function remembered<A extends unknown[]>(
  keyOf: (...args: A) => string,
  formatOnce: (...args: A) => string,
): (...args: A) => string {
  const formatted = new Map<string, string>();
  return (...args) => {
    const key = keyOf(...args);
    let text = formatted.get(key);
    if (text === undefined) {
      text = formatOnce(...args);
      if (formatted.size >= 1000) formatted.clear();
      formatted.set(key, text);
    }
    return text;
  };
}

/** `Nov 30`. */
export const formatWeek: (week: string) => string = remembered(
  (week) => week,
  (week) => format(parseISO(week), 'MMM d'),
);

/** `Wednesday, Nov 25 at 11:59 PM` in the store's time zone. */
export const formatDeadline: (deadline: Date, timeZone: string) => string = remembered(
  (deadline, timeZone) => `${deadline.getTime()}|${timeZone}`,
  (deadline, timeZone) => format(new TZDate(deadline, timeZone), "EEEE, MMM d 'at' h:mm a"),
);

/** `Monday, Nov 30`: a delivery date (an ISO date) as confirmations and the schedule show it. */
export const formatDeliveryDate: (date: string) => string = remembered(
  (date) => date,
  (date) => format(parseISO(date), 'EEEE, MMM d'),
);
