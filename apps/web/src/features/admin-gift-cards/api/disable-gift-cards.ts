import type { GiftCardsDisableInput, GiftCardsDisabled } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';
import { disableInParts, type DisableProgress } from '../disable-in-parts';

interface Run extends GiftCardsDisableInput {
  onProgress: (progress: DisableProgress) => void;
}

/**
 * Disables chosen cards in parts, as one staff change: the admin's reads are fetched again once
 * the whole run is over (also when it stopped early: the parts before stay disabled).
 */
export function useDisableGiftCards() {
  return useAdminMutation<DisableProgress, Run>({
    mutationFn: ({ onProgress, ...input }) =>
      disableInParts(
        input,
        (part) => api.post<GiftCardsDisabled>('/api/admin/gift-cards/disable', part),
        onProgress,
      ),
  });
}
