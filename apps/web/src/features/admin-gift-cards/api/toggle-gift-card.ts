import type { GiftCardToggled } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Disables a card nobody has redeemed, or enables a disabled one, with a reason. */
export function useToggleGiftCard(id: number) {
  return useAdminMutation<GiftCardToggled, { disable: boolean; reason: string }>({
    mutationFn: ({ disable, reason }) =>
      api.post<GiftCardToggled>(`/api/admin/gift-cards/${id}/${disable ? 'disable' : 'enable'}`, {
        reason,
      }),
  });
}
