import { useQuery } from '@tanstack/react-query';
import type { DiscountDetail } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** A code with its use so far (GET /api/admin/discounts/:id); none for a code not made yet. */
export function useDiscount(id: number | null) {
  return useQuery({
    queryKey: [...adminKeys.all, 'discount', id] as const,
    queryFn: () => api.get<DiscountDetail>(`/api/admin/discounts/${id}`),
    enabled: id !== null,
  });
}
