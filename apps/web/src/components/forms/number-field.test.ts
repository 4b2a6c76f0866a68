import { describe, expect, it } from 'vitest';
import { instantOf, localInputValue } from './date-time-field';
import { numberFieldText, numberFieldValue } from './number-field';

describe('number fields', () => {
  it('read dollars as cents, and show cents as dollars', () => {
    expect(numberFieldValue('12.50', true)).toBe(1250);
    expect(numberFieldValue('$1,000', true)).toBe(100_000);
    expect(numberFieldValue('0.07', true)).toBe(7);
    expect(numberFieldText(1250, true)).toBe('12.50');
  });

  it('read a count as it is, empty as null and words as not a number', () => {
    expect(numberFieldValue('150', false)).toBe(150);
    expect(numberFieldValue('  ', false)).toBeNull();
    expect(numberFieldValue('ten', false)).toBeNaN();
    expect(numberFieldText(null, false)).toBe('');
    expect(numberFieldText(Number.NaN, true)).toBe('');
  });
});

describe('date-time fields', () => {
  it('show an instant in the local time and read it back as the same instant', () => {
    const iso = new Date(2026, 2, 1, 9, 30).toISOString();
    expect(localInputValue(iso)).toBe('2026-03-01T09:30');
    expect(instantOf('2026-03-01T09:30')).toBe(iso);
    expect(instantOf('')).toBeNull();
    expect(localInputValue(null)).toBe('');
  });
});
