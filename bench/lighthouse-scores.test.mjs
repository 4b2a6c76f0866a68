import { describe, expect, it } from 'vitest';
import {
  aggregateScores,
  calibratedSlowdown,
  meetsTargets,
  wantsAnotherLoad,
} from './lighthouse-scores.mjs';

const loads = (...performance) => performance.map((p) => ({ performance: p, accessibility: 100 }));

describe('the CPU slowdown calibrated to the host', () => {
  it('follows the calculator of Lighthouse’s throttling guide', () => {
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedSlowdown(2053)).toBeCloseTo(6.2, 1);
  });

  it('refuses a host too slow to emulate the phone', () => {
    expect(() => calibratedSlowdown(149)).toThrow(/too slow to emulate/);
  });
});

describe("a page's scores over its loads", () => {
  it('are the median load for the benchmark', () => {
    expect(aggregateScores(loads(87, 99, 89), 'median')).toEqual({
      performance: 89,
      accessibility: 100,
    });
  });

  it('are each category’s best load for the gate, as Lighthouse CI asserts by default', () => {
    const runs = [
      { performance: 99, accessibility: 90 },
      { performance: 80, accessibility: 98 },
    ];
    expect(aggregateScores(runs, 'optimistic')).toEqual({ performance: 99, accessibility: 98 });
  });
});

describe('the targets', () => {
  it('pass a page when its best load reaches 95, although its median does not', () => {
    expect(meetsTargets(loads(87, 99, 89, 88, 90), 'optimistic')).toBe(true);
    expect(meetsTargets(loads(87, 99, 89, 88, 90), 'median')).toBe(false);
  });

  it('fail a page none of whose loads reaches 95', () => {
    expect(meetsTargets(loads(94, 94, 93, 90, 94), 'optimistic')).toBe(false);
  });

  it('fail a page whose accessibility is under 95 however fast it is', () => {
    const runs = loads(100, 100, 100).map((r) => ({ ...r, accessibility: 94 }));
    expect(meetsTargets(runs, 'optimistic')).toBe(false);
  });

  it('pass at exactly 95', () => {
    expect(meetsTargets(loads(95, 95, 95), 'median')).toBe(true);
  });
});

describe('another load of a page, for the gate', () => {
  it('is taken while none of its loads reaches 95, up to twice the run’s loads', () => {
    expect(wantsAnotherLoad(loads(90, 92, 89, 92, 90), 'optimistic', 5)).toBe(true);
    expect(wantsAnotherLoad(loads(90, 92, 89, 92, 90, 93, 91, 94, 90), 'optimistic', 5)).toBe(true);
    expect(wantsAnotherLoad(loads(90, 92, 89, 92, 90, 93, 91, 94, 90, 92), 'optimistic', 5)).toBe(
      false,
    );
  });

  it('is not taken once one load reaches 95', () => {
    expect(wantsAnotherLoad(loads(90, 92, 89, 92, 90, 96), 'optimistic', 5)).toBe(false);
    expect(wantsAnotherLoad(loads(99, 80, 80, 80, 80), 'optimistic', 5)).toBe(false);
  });

  it('is never taken for the median the benchmark reports', () => {
    expect(wantsAnotherLoad(loads(90, 92, 89, 92, 90), 'median', 5)).toBe(false);
  });
});
