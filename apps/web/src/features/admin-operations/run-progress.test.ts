import { describe, expect, it } from 'vitest';
import type { CycleRunView, OperationsOverview } from '@mealbox/contracts';
import { LIVE_REFRESH_MS, QUIET_REFRESH_MS, refreshInterval, startedByText } from './run-progress';

const run = (over: Partial<CycleRunView> = {}): CycleRunView => ({
  id: 1,
  kind: 'preselect',
  channel_id: 1,
  week: '2026-12-07',
  status: 'running',
  started_by: 'schedule',
  total: 620,
  batches: 3,
  batches_done: 2,
  done: 440,
  failed: 3,
  skipped: 57,
  error: null,
  started_at: '2026-11-30T12:00:00Z',
  finished_at: null,
  ...over,
});

describe('startedByText', () => {
  it('names the schedule, the command line and a staff member', () => {
    expect(startedByText('schedule')).toEqual({ text: 'The schedule', userId: null });
    expect(startedByText('command')).toEqual({ text: 'The command line', userId: null });
    expect(startedByText('user:42')).toEqual({ text: 'Staff member #42', userId: 42 });
  });
});

describe('refreshInterval', () => {
  const overview = (runs: CycleRunView[]): OperationsOverview => ({
    runs,
    queues: [],
    outbox: { pending: 0, sent: 0, failed: 0, stored: 0 },
    failed_mails: [],
  });

  it('asks every 2 s while a run is running, else every 10 s', () => {
    expect(refreshInterval(undefined)).toBe(QUIET_REFRESH_MS);
    expect(refreshInterval(overview([run({ status: 'done' })]))).toBe(QUIET_REFRESH_MS);
    expect(refreshInterval(overview([run(), run({ id: 2, status: 'done' })]))).toBe(
      LIVE_REFRESH_MS,
    );
  });
});
