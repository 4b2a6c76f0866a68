import { useQuery } from '@tanstack/react-query';
import type { GiftCardDetail } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** A card as staff see it (GET /api/admin/gift-cards/:id): never its full code. */
export function useGiftCard(id: number | null) {
  return useQuery({
    queryKey: [...adminKeys.all, 'gift-card', id] as const,
    queryFn: () => api.get<GiftCardDetail>(`/api/admin/gift-cards/${id}`),
    enabled: id !== null,
  });
}
