import { describe, expect, it } from 'vitest';
import type { CycleRunView } from '@mealbox/contracts';
import { runProgress } from './cycle-runs';

const run = (over: Partial<CycleRunView> = {}) => ({
  status: 'running' as CycleRunView['status'],
  total: 620 as number | null,
  done: 440,
  failed: 3,
  skipped: 57,
  ...over,
});

describe('runProgress', () => {
  it('counts done, failed and skipped of the total, in whole percent', () => {
    expect(runProgress(run())).toEqual({ finished: 500, total: 620, percent: 80 });
    expect(runProgress(run({ total: 3, done: 1, failed: 0, skipped: 0 })).percent).toBe(33);
  });

  it('says 100 only once every subscription is through', () => {
    expect(runProgress(run({ done: 616, failed: 2, skipped: 1 })).percent).toBe(99);
    expect(runProgress(run({ done: 617, failed: 2, skipped: 1 })).percent).toBe(100);
  });

  it('is unknown while a run is being split, full once it has ended, whole for a run of nothing', () => {
    expect(runProgress(run({ total: null, done: 0, failed: 0, skipped: 0 })).percent).toBeNull();
    expect(
      runProgress(run({ status: 'failed', total: null, done: 0, failed: 0, skipped: 0 })),
    ).toEqual({ finished: 0, total: null, percent: 100 });
    expect(runProgress(run({ status: 'done', total: 0, done: 0, failed: 0, skipped: 0 }))).toEqual({
      finished: 0,
      total: 0,
      percent: 100,
    });
  });
});
