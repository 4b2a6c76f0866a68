import { useQuery } from '@tanstack/react-query';
import type { GiftCardLiability } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** What the store owes on gift cards now (refreshed after every staff change). */
export function useGiftCardLiability() {
  return useQuery({
    queryKey: [...adminKeys.all, 'gift-card-liability'] as const,
    queryFn: () => api.get<GiftCardLiability>('/api/admin/gift-cards/liability'),
  });
}
