import { describe, expect, it } from 'vitest';
import {
  dateText,
  dayText,
  localToday,
  mondayOf,
  shiftWeek,
  shortWeek,
  thisWeek,
  weekOf,
} from './weeks';

describe('the admin’s weeks', () => {
  it('names a week by its Monday, whatever day of it is chosen, Sundays belonging to the week before', () => {
    expect(mondayOf('2030-03-04')).toBe('2030-03-04');
    expect(mondayOf('2030-03-06')).toBe('2030-03-04');
    expect(mondayOf('2030-03-10')).toBe('2030-03-04');
    expect(mondayOf('2030-03-11')).toBe('2030-03-11');
    expect(mondayOf('2031-01-01')).toBe('2030-12-30');
  });

  it('counts weeks across months, years and daylight saving', () => {
    expect(shiftWeek('2030-03-04', 1)).toBe('2030-03-11');
    expect(shiftWeek('2030-03-04', -11)).toBe('2029-12-17');
    expect(shiftWeek('2030-11-04', -1)).toBe('2030-10-28');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-03-09', -8)).toBe('2026-01-12');
  });

  it('takes only real dates as weeks', () => {
    expect(weekOf('2030-02-31')).toBeUndefined();
    expect(weekOf('March')).toBeUndefined();
    expect(weekOf('')).toBeUndefined();
    expect(weekOf(null)).toBeUndefined();
    expect(weekOf('2030-03-07')).toBe('2030-03-04');
  });

  it('names today and this week where the browser is', () => {
    expect(localToday(new Date(2030, 2, 7, 23, 30))).toBe('2030-03-07');
    expect(thisWeek(new Date(2026, 11, 9, 23, 30))).toBe('2026-12-07');
    expect(thisWeek(new Date(2026, 11, 13, 8))).toBe('2026-12-07');
    expect(thisWeek(new Date(2026, 11, 14, 0, 5))).toBe('2026-12-14');
  });

  it('writes a week as staff read it, not a day earlier west of Greenwich', () => {
    expect(dateText('2026-12-07')).toBe('Dec 7, 2026');
    expect(dayText('2026-12-07')).toBe('Mon, Dec 7, 2026');
    expect(shortWeek('2030-03-04')).toBe('Mar 4');
  });
});
