import type { DiscountInput, DiscountSaved } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Creates a code (no id) or rewrites one's terms. */
export function useSaveDiscount(id: number | null) {
  return useAdminMutation<DiscountSaved, DiscountInput>({
    mutationFn: (input) =>
      id === null
        ? api.post<DiscountSaved>('/api/admin/discounts', input)
        : api.put<DiscountSaved>(`/api/admin/discounts/${id}`, input),
  });
}
