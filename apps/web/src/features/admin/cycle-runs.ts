import type { CycleRunKind, CycleRunView } from '@mealbox/contracts';

// A run of the weekly cycle as every admin page reads it: its kind and status in staff's words and
// how far it has come. The operations page and the weekly operations' pages both show runs.

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
  /**
   * Whole percent of the total, 100 only once all are through; null while a running run does not
   * know its total. A run that has ended is full, even one that ended before it was split.
   */
  percent: number | null;
}

/** How far a run has come: its done, failed and skipped of its total. */
export function runProgress(
  run: Pick<CycleRunView, 'done' | 'failed' | 'skipped' | 'total' | 'status'>,
): RunProgress {
  const finished = run.done + run.failed + run.skipped;
  if (run.total === null) {
    return { finished, total: null, percent: run.status === 'running' ? null : 100 };
  }
  if (run.total === 0) return { finished, total: 0, percent: 100 };
  return {
    finished,
    total: run.total,
    percent: Math.min(100, Math.floor((finished * 100) / run.total)),
  };
}
