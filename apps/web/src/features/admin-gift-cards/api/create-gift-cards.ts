import type { CreateGiftCardsInput, GiftCardsCreated } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Makes cards (one part of a batch); the answer is the only one with their full codes. */
export function useCreateGiftCards() {
  return useAdminMutation<GiftCardsCreated, CreateGiftCardsInput>({
    mutationFn: (input) => api.post<GiftCardsCreated>('/api/admin/gift-cards', input),
  });
}
