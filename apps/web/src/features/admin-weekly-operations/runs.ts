import type { CycleRunView, CycleStepResult } from '@mealbox/contracts';
import { runProgress } from '../admin';

// How the weekly operations' pages follow a run they started, and say what one step did.

/** A run the page started is asked about again every second until it has ended. */
export const RUN_POLL_MS = 1_000;

export const isRunning = (run: Pick<CycleRunView, 'status'> | undefined) =>
  run?.status === 'running';

const figure = (n: number) => n.toLocaleString('en-US');

export interface RunCounts {
  /** Whole percent of the subscriptions gone through; null until the run knows its total. */
  percent: number | null;
  /** `2 done, 0 failed, 1 skipped of 3`. */
  text: string;
}

/** A run's done, failed and skipped of its total, and how far it has come. */
export function runCounts(
  run: Pick<CycleRunView, 'done' | 'failed' | 'skipped' | 'total' | 'status'>,
): RunCounts {
  const { percent } = runProgress(run);
  const counts = `${figure(run.done)} done, ${figure(run.failed)} failed, ${figure(run.skipped)} skipped`;
  if (run.total === null) {
    return { percent, text: run.status === 'running' ? 'Counting the subscriptions…' : counts };
  }
  return { percent, text: `${counts} of ${figure(run.total)}` };
}

/** What a staff retry of one declined week did, in a sentence, and how it went. */
export function retryOutcome(
  step: Pick<CycleStepResult, 'outcome' | 'state'>,
  nextTry: string | null,
): { severity: 'success' | 'warning' | 'error' | 'info'; text: string } {
  if (step.outcome === 'failed') {
    return { severity: 'error', text: 'The retry could not be made: the gateway did not answer.' };
  }
  if (step.outcome === 'skipped') {
    return {
      severity: 'info',
      text: nextTry
        ? `Nothing was charged: this week's next try is not due until ${nextTry}.`
        : 'Nothing was charged: this week has no charge left to try.',
    };
  }
  return step.state === 'paid'
    ? { severity: 'success', text: 'The card was charged: the week is paid.' }
    : { severity: 'warning', text: 'The card was declined again.' };
}
