import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forecastOpenBoxes, spreadByLargestRemainder } from './kitchen-forecast.ts';

describe('the largest-remainder spread', () => {
  it('gives each weight its whole quota and the rest to the largest remainders', () => {
    // Quotas 10 × 5/8 = 6.25, 10 × 2/8 = 2.5, 10 × 1/8 = 1.25: 6 + 2 + 1 = 9, one more to the 0.5.
    expect(spreadByLargestRemainder(10, [5, 2, 1])).toEqual([6, 3, 1]);
    // Exact quotas stay as they are.
    expect(spreadByLargestRemainder(12, [1, 2, 3])).toEqual([2, 4, 6]);
  });

  it('breaks a tie of remainders for the larger weight, then the earlier one', () => {
    // Quotas 1.5 and 0.5: both remainders a half; the one left goes to the larger weight.
    expect(spreadByLargestRemainder(2, [1, 3])).toEqual([0, 2]);
    // Three equal weights, one meal: the first.
    expect(spreadByLargestRemainder(1, [4, 4, 4])).toEqual([1, 0, 0]);
  });

  it('splits equally when nothing weighs anything yet, and shares nothing without weights', () => {
    expect(spreadByLargestRemainder(7, [0, 0, 0])).toEqual([3, 2, 2]);
    expect(spreadByLargestRemainder(7, [])).toEqual([]);
    expect(spreadByLargestRemainder(0, [3, 1])).toEqual([0, 0]);
  });

  it('always adds up to the total, never gives a weight less than its quota rounded down or more than rounded up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const shares = spreadByLargestRemainder(total, weights);
          expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
          const sum = weights.reduce((a, w) => a + w, 0);
          shares.forEach((share, i) => {
            const quota = sum === 0 ? total / weights.length : (total * weights[i]!) / sum;
            expect(share).toBeGreaterThanOrEqual(Math.floor(quota));
            expect(share).toBeLessThanOrEqual(Math.ceil(quota));
          });
        },
      ),
    );
  });
});

describe('the forecast of the open boxes', () => {
  it('takes off the share of skips among the weeks already decided, boxes and meals alike', () => {
    // 1 skip in 4 decided weeks: 10 open boxes → 7.5 → 8; 46 meals → 34.5 → 35 (half up).
    expect(forecastOpenBoxes({ open: 10, openMeals: 46, skipped: 1, decided: 4 })).toEqual({
      boxes: 8,
      meals: 35,
    });
  });

  it('expects no skip while nobody has decided, and nothing when no box is open', () => {
    expect(forecastOpenBoxes({ open: 3, openMeals: 18, skipped: 0, decided: 0 })).toEqual({
      boxes: 3,
      meals: 18,
    });
    expect(forecastOpenBoxes({ open: 0, openMeals: 0, skipped: 2, decided: 2 })).toEqual({
      boxes: 0,
      meals: 0,
    });
  });
});
