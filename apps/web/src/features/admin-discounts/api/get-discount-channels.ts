import { useQuery } from '@tanstack/react-query';
import type { DiscountChannels } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** The channels a code may be limited to (the list's filter, the form's choice). */
export function useDiscountChannels() {
  return useQuery({
    queryKey: [...adminKeys.all, 'discount-channels'] as const,
    queryFn: () => api.get<DiscountChannels>('/api/admin/discounts/channels'),
    staleTime: 5 * 60_000,
  });
}
