import { describe, expect, it } from 'vitest';
import { overviewWeeks, shiftWeek, thisWeek, weekText } from './weeks';

describe('the weekly operations’ weeks', () => {
  it('shift by whole weeks across months, years and the clock change', () => {
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-11-02', -1)).toBe('2026-10-26');
    expect(shiftWeek('2026-03-09', -8)).toBe('2026-01-12');
  });

  it('name the Monday of the browser’s today, a Sunday belonging to the week before', () => {
    expect(thisWeek(new Date(2026, 11, 9, 23, 30))).toBe('2026-12-07');
    expect(thisWeek(new Date(2026, 11, 13, 8))).toBe('2026-12-07');
    expect(thisWeek(new Date(2026, 11, 14, 0, 5))).toBe('2026-12-14');
  });

  it('cover eight weeks back, the current ordering week and the orderable weeks ahead, latest first', () => {
    const upcoming = [
      { week: '2026-12-07', orderable: true },
      { week: '2026-12-14', orderable: true },
      { week: '2026-12-21', orderable: true },
      // Published, but not yet open to customers.
      { week: '2026-12-28', orderable: false },
    ];
    const shown = overviewWeeks(upcoming, '2026-11-30');
    expect(shown).toMatchObject({ from: '2026-10-12', to: '2026-12-21', current: '2026-12-07' });
    expect(shown.weeks).toHaveLength(11);
    expect(shown.weeks.slice(0, 3)).toEqual(['2026-12-21', '2026-12-14', '2026-12-07']);
    expect(shown.weeks.at(-1)).toBe('2026-10-12');
  });

  it('fall back on today’s week when no menu is upcoming', () => {
    expect(overviewWeeks([], '2026-11-30', 2)).toEqual({
      from: '2026-11-16',
      to: '2026-11-30',
      current: '2026-11-30',
      weeks: ['2026-11-30', '2026-11-23', '2026-11-16'],
    });
  });

  it('write a week as staff read it, wherever they are', () => {
    expect(weekText('2026-12-07')).toBe('Mon, Dec 7, 2026');
  });
});
