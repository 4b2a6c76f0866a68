import { useQuery } from '@tanstack/react-query';
import type { AdminChannels } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** The channels orders belong to (the list's filter). */
export function useOrderChannels() {
  return useQuery({
    queryKey: [...adminKeys.all, 'order-channels'] as const,
    queryFn: () => api.get<AdminChannels>('/api/admin/orders/channels'),
    staleTime: 60_000,
  });
}
