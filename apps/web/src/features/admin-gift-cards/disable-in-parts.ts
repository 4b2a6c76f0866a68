import type { GiftCardsDisableInput, GiftCardsDisabled } from '@mealbox/contracts';
import { errorMessage } from '../../lib/http';

/** Cards per request when the page disables a selection: small enough to move the progress bar. */
export const DISABLE_CHUNK = 25;

export interface DisableProgress {
  /** The cards asked for in all. */
  total: number;
  /** The cards the server has answered for so far. */
  done: number;
  disabled: number[];
  unchanged: number[];
  /** Why the run stopped early; the parts before it stay disabled. */
  failure: string | null;
}

/** A run of `total` cards before its first answer. */
export const notStarted = (total: number): DisableProgress => ({
  total,
  done: 0,
  disabled: [],
  unchanged: [],
  failure: null,
});

/**
 * Disables the chosen cards in requests of `chunk`, reporting after each. A failed request stops
 * the run and is reported with what was done before it (those cards are disabled for good), so
 * the page can say exactly what happened; the server disables nothing twice if it is run again.
 */
export async function disableInParts(
  { ids, reason }: GiftCardsDisableInput,
  send: (input: GiftCardsDisableInput) => Promise<GiftCardsDisabled>,
  onProgress: (progress: DisableProgress) => void,
  chunk: number = DISABLE_CHUNK,
): Promise<DisableProgress> {
  let progress = notStarted(ids.length);
  for (let start = 0; start < ids.length; start += chunk) {
    const part = ids.slice(start, start + chunk);
    try {
      const answer = await send({ ids: part, reason });
      progress = {
        ...progress,
        done: progress.done + part.length,
        disabled: [...progress.disabled, ...answer.disabled],
        unchanged: [...progress.unchanged, ...answer.unchanged],
      };
    } catch (error) {
      progress = { ...progress, failure: errorMessage(error, 'The cards could not be disabled.') };
    }
    onProgress(progress);
    if (progress.failure) break;
  }
  return progress;
}
