import { useQuery } from '@tanstack/react-query';
import type { MenuChannels } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** The store's channels, the default first (a week belongs to one). */
export function useMenuChannels() {
  return useQuery({
    queryKey: [...adminKeys.all, 'menu-channels'] as const,
    queryFn: () => api.get<MenuChannels>('/api/admin/menus/channels'),
    staleTime: 5 * 60_000,
  });
}
