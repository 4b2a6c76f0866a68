import { describe, expect, it } from 'vitest';
import {
  addWeeks,
  currentOrderingWeek,
  defaultPickingDeadline,
  formatDeadline,
  formatWeek,
  mondayOf,
} from './weeks.ts';

const tz = 'America/New_York';

describe('weeks', () => {
  it('names a week by its Monday in the store time zone', () => {
    // Sunday 23:30 in New York is already Monday in UTC; the store's week is still the earlier one.
    expect(mondayOf(new Date('2026-11-30T04:30:00Z'), tz)).toBe('2026-11-23');
    expect(mondayOf(new Date('2026-11-30T05:30:00Z'), tz)).toBe('2026-11-30');
  });

  it('puts the default deadline on the Wednesday before at 23:59 store time', () => {
    expect(defaultPickingDeadline('2026-11-30', tz).toISOString()).toBe('2026-11-26T04:59:00.000Z');
  });

  it('picks the earliest week whose deadline has not passed as the ordering week', () => {
    // Nov 23's deadline was Wed Nov 18 at 23:59, so from Thursday Nov 19 on, Nov 30 is open.
    expect(currentOrderingWeek(new Date('2026-11-19T04:58:00Z'), tz)).toBe('2026-11-23');
    expect(currentOrderingWeek(new Date('2026-11-19T05:00:00Z'), tz)).toBe('2026-11-30');
    expect(currentOrderingWeek(new Date('2026-11-21T12:00:00Z'), tz)).toBe('2026-11-30');
    expect(currentOrderingWeek(new Date('2026-11-26T05:00:00Z'), tz)).toBe('2026-12-07');
  });

  it('formats weeks and deadlines as the product decisions show', () => {
    expect(formatWeek('2026-11-30')).toBe('Nov 30');
    expect(formatDeadline(defaultPickingDeadline('2026-11-30', tz), tz)).toBe(
      'Wednesday, Nov 25 at 11:59 PM',
    );
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
  });
});
