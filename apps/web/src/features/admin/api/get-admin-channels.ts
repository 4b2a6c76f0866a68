import { useQuery } from '@tanstack/react-query';
import type { AdminChannels } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from './admin-list';

/** The store's channels, the default first: every admin page's channel filter and choice. */
export function useAdminChannels() {
  return useQuery({
    queryKey: [...adminKeys.all, 'channels'] as const,
    queryFn: () => api.get<AdminChannels>('/api/admin/channels'),
    staleTime: 5 * 60_000,
  });
}

/** A channel's name by its id, `Store #3` until the channels have loaded. */
export function useChannelName() {
  const channels = useAdminChannels();
  return (id: number) => channels.data?.channels.find((c) => c.id === id)?.name ?? `Store #${id}`;
}
