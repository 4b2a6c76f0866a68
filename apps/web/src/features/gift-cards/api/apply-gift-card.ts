import { useMutation } from '@tanstack/react-query';
import type { GiftCardApplied } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useSession } from '../../accounts';

/** Adds a gift card's amount to the signed-in customer's balance (spec §7). */
export function useApplyGiftCard() {
  return useMutation({
    mutationFn: (code: string) => api.post<GiftCardApplied>('/api/gift_card_apply', { code }),
    onSuccess: ({ gift_card_balance }) => {
      const { user, setUser } = useSession.getState();
      if (user) setUser({ ...user, gift_card_balance });
    },
  });
}
