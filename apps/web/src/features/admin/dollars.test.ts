import { describe, expect, it } from 'vitest';
import { centsOf } from './dollars';

describe('an amount typed in dollars', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['$25.05', 2505],
    ['-10.00', -1000],
    ['+3', 300],
    [' 0.99 ', 99],
    ['1,000', 100000],
    ['$1,200.50', 120050],
  ])('reads "%s" as %i cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it.each(['', 'ten', '1.234', '--5', '1,00', '10,0000', '1000000'])('refuses "%s"', (text) => {
    expect(centsOf(text)).toBeUndefined();
  });
});
