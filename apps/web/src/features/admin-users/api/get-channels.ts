import { useQuery } from '@tanstack/react-query';
import type { DiscountChannels } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** The store's channels, for the list's channel filter (the admin API's list of channels). */
export function useChannels() {
  return useQuery({
    queryKey: [...adminKeys.all, 'user-channels'] as const,
    queryFn: () => api.get<DiscountChannels>('/api/admin/discounts/channels'),
    staleTime: 5 * 60_000,
  });
}
