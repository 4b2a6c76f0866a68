import { describe, expect, it } from 'vitest';
import { dayInWords, weekOfDate, weeksAfter } from './week';

describe('the kitchen page’s weeks', () => {
  it('names the week of a date by its Monday, Sundays belonging to the week before', () => {
    expect(weekOfDate('2030-06-03')).toBe('2030-06-03'); // a Monday
    expect(weekOfDate('2030-06-05')).toBe('2030-06-03');
    expect(weekOfDate('2030-06-09')).toBe('2030-06-03'); // the Sunday after
    expect(weekOfDate('2031-01-01')).toBe('2030-12-30'); // across a year
  });

  it('refuses what is no date', () => {
    expect(weekOfDate('')).toBeUndefined();
    expect(weekOfDate('2030-02-31')).toBeUndefined();
  });

  it('steps by whole weeks and writes dates in words', () => {
    expect(weeksAfter('2030-12-30', 1)).toBe('2031-01-06');
    expect(weeksAfter('2030-03-04', -1)).toBe('2030-02-25');
    expect(dayInWords('2030-06-03')).toBe('Jun 3, 2030');
  });
});
