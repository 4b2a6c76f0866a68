import { fallbackErrors } from '@mealbox/contracts';
import { ApiError } from '../../lib/http';

/** Spec §9: the gift card's success message clears after 5000 ms. */
export const GIFT_MESSAGE_CLEAR_MS = 5000;

/** Spec §8: a 422 with a message shows that message; anything else 'Invalid Gift Card'. */
export function giftCardError(error: unknown): string {
  if (error instanceof ApiError && error.status === 422 && error.fromServer && error.message) {
    return error.message;
  }
  return fallbackErrors.giftCard;
}
