import { describe, expect, it } from 'vitest';
import { csvCell } from '@mealbox/contracts';
import { screenCell } from './cells';

describe('a report’s cell on the page', () => {
  it('shows amounts in dollars, counts grouped, shares as percents, and a dash for none', () => {
    expect(screenCell('money', 123456)).toBe('$1,234.56');
    expect(screenCell('count', 12000)).toBe('12,000');
    expect(screenCell('percent', 0.125)).toBe('12.5%');
    expect(screenCell('percent', null)).toBe('—');
    expect(screenCell('text', 'Chicken, rice')).toBe('Chicken, rice');
    expect(screenCell('week', '2030-03-04')).toBe('2030-03-04');
  });

  it('shows the figures its CSV writes, with symbols and grouping added', () => {
    for (const [kind, value] of [
      ['money', 123456],
      ['money', -500],
      ['count', 12000],
      ['percent', 1 / 3],
    ] as const) {
      expect(screenCell(kind, value).replace(/[$,%]/g, '')).toBe(csvCell(kind, value));
    }
  });
});
