import type { CycleRunKind, CycleRunView, OperationsOverview } from '@mealbox/contracts';

// How the operations page reads a run of the weekly cycle and how often it asks again.

export const runKindLabels: Record<CycleRunKind, string> = {
  remind: 'Pick reminders',
  preselect: 'Preselection',
  lock: 'Lock and charge',
  retry: 'Payment retries',
  'cancel-unpaid': 'Unpaid cancellation',
  'card-expiry': 'Card expiry notices',
};

export const runStatusLabels: Record<CycleRunView['status'], string> = {
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

export interface RunProgress {
  /** Subscriptions gone through: done, failed or skipped. */
  finished: number;
  /** Subscriptions the run covers; null until it has been split into batches. */
  total: number | null;
  /** Whole percent of the total, 100 only once all are through; null while it is unknown. */
  percent: number | null;
}

/** How far a run has come: its done, failed and skipped of its total. */
export function runProgress(
  run: Pick<CycleRunView, 'done' | 'failed' | 'skipped' | 'total' | 'status'>,
): RunProgress {
  const finished = run.done + run.failed + run.skipped;
  if (run.total === null) {
    return { finished, total: null, percent: run.status === 'running' ? null : 0 };
  }
  if (run.total === 0) return { finished, total: 0, percent: 100 };
  return {
    finished,
    total: run.total,
    percent: Math.min(100, Math.floor((finished * 100) / run.total)),
  };
}

/** `schedule`, `command` or `user:<id>` in words, with the staff member's id when there is one. */
export function startedByText(startedBy: string): { text: string; userId: number | null } {
  const user = /^user:(\d+)$/.exec(startedBy);
  if (user) return { text: `Staff member #${user[1]}`, userId: Number(user[1]) };
  if (startedBy === 'schedule') return { text: 'The schedule', userId: null };
  if (startedBy === 'command') return { text: 'The command line', userId: null };
  return { text: startedBy, userId: null };
}

/** Asked again every 2 s while a run is running, so its bar moves; else every 10 s. */
export const LIVE_REFRESH_MS = 2_000;
export const QUIET_REFRESH_MS = 10_000;

export const refreshInterval = (overview: OperationsOverview | undefined) =>
  overview?.runs.some((run) => run.status === 'running') ? LIVE_REFRESH_MS : QUIET_REFRESH_MS;

/** `Dec 7, 2026` for a week's name (its Monday), whatever the reader's time zone. */
export const weekText = (week: string) =>
  new Date(`${week}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'medium',
  });
