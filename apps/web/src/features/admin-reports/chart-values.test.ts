import { describe, expect, it } from 'vitest';
import { axisName, countLabel, dollars, moneyLabel, moneyTick, valueAxis } from './chart-values';

describe('what a report’s chart writes', () => {
  it('draws dollars and writes them as the tables do', () => {
    expect(dollars(123456)).toBe(1234.56);
    expect(moneyLabel(1234.56)).toBe('$1,234.56');
    expect(moneyLabel(0.07)).toBe('$0.07');
    expect(moneyLabel(null)).toBe('');
    expect(moneyTick(1200)).toBe('$1,200');
    expect(moneyTick(-50)).toBe('-$50');
    expect(countLabel(12000)).toBe('12,000');
  });

  it('shortens a long meal name on an axis', () => {
    expect(axisName('Salmon bowl')).toBe('Salmon bowl');
    expect(axisName('Grilled chicken with roasted vegetables', 12)).toBe('Grilled chi…');
  });
});

describe('a chart’s value axis', () => {
  it('starts at zero, in whole steps for counts, and spans up to one when there is nothing', () => {
    expect(valueAxis([0, 0], 'count')).toEqual({ min: 0, max: 1, tickMinStep: 1 });
    expect(valueAxis([0, 3], 'count')).toEqual({ min: 0, tickMinStep: 1 });
    expect(valueAxis([12.5], 'money')).toMatchObject({ min: 0, valueFormatter: moneyTick });
  });
});
