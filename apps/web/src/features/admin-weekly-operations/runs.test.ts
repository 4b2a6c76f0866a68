import { describe, expect, it } from 'vitest';
import { isRunning, retryOutcome, runCounts } from './runs';

const run = (done: number, failed: number, skipped: number, total: number | null) => ({
  done,
  failed,
  skipped,
  total,
  status: 'running' as const,
});

describe('a run followed by the weekly operations’ pages', () => {
  it('counts what is through of its total, in whole percent', () => {
    expect(runCounts(run(1, 0, 0, 3))).toEqual({
      percent: 33,
      text: '1 done, 0 failed, 0 skipped of 3',
    });
    expect(runCounts(run(1200, 3, 797, 2000))).toEqual({
      percent: 100,
      text: '1,200 done, 3 failed, 797 skipped of 2,000',
    });
    expect(runCounts(run(0, 0, 0, 0)).percent).toBe(100);
  });

  it('has no percent until it knows its total, and ends full', () => {
    expect(runCounts(run(0, 0, 0, null))).toEqual({
      percent: null,
      text: 'Counting the subscriptions…',
    });
    expect(runCounts({ ...run(0, 0, 0, null), status: 'failed' }).percent).toBe(100);
  });

  it('is followed only while it runs', () => {
    expect(isRunning({ status: 'running' })).toBe(true);
    expect(isRunning({ status: 'done' })).toBe(false);
    expect(isRunning(undefined)).toBe(false);
  });
});

describe('a staff retry of a declined week', () => {
  it('says the week is paid, declined again, not due, or not answered', () => {
    expect(retryOutcome({ outcome: 'done', state: 'paid' }, null)).toEqual({
      severity: 'success',
      text: 'The card was charged: the week is paid.',
    });
    expect(retryOutcome({ outcome: 'done', state: 'payment_failed' }, null).severity).toBe(
      'warning',
    );
    expect(
      retryOutcome({ outcome: 'skipped', state: 'payment_failed' }, 'Dec 4, 2026, 12:00 AM'),
    ).toEqual({
      severity: 'info',
      text: "Nothing was charged: this week's next try is not due until Dec 4, 2026, 12:00 AM.",
    });
    expect(retryOutcome({ outcome: 'skipped', state: 'payment_failed' }, null).text).toBe(
      'Nothing was charged: this week has no charge left to try.',
    );
    expect(retryOutcome({ outcome: 'failed', state: 'ordered' }, null).severity).toBe('error');
  });
});
