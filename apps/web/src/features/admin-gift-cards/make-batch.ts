import type {
  CreateGiftCardsInput,
  GiftCardBatchInput,
  GiftCardsCreated,
} from '@mealbox/contracts';

/** Cards per request when the page makes a batch: small enough to move the progress bar. */
export const BATCH_CHUNK = 100;

export interface BatchProgress {
  batch: string | null;
  cards: GiftCardsCreated['cards'];
  /** The cards asked for in all. */
  total: number;
}

/**
 * Makes a batch in requests of `chunk` cards, the first naming the batch and the rest joining
 * it, reporting after each. A failure keeps what was made so far (its codes are never shown
 * again, so the caller must still show them) and is reported with it.
 */
export async function makeBatch(
  input: GiftCardBatchInput,
  create: (input: CreateGiftCardsInput) => Promise<GiftCardsCreated>,
  onProgress: (progress: BatchProgress) => void,
  chunk: number = BATCH_CHUNK,
): Promise<BatchProgress> {
  const progress: BatchProgress = { batch: null, cards: [], total: input.count };
  while (progress.cards.length < input.count) {
    const count = Math.min(chunk, input.count - progress.cards.length);
    const answer = await create({
      ...input,
      count,
      ...(progress.batch ? { batch: progress.batch } : {}),
    });
    progress.batch = answer.batch;
    progress.cards = [...progress.cards, ...answer.cards];
    onProgress({ ...progress });
  }
  return progress;
}
