import { describe, expect, it } from 'vitest';
import { overviewWeeks } from './weeks';

describe('the weekly operations’ weeks', () => {
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
});
