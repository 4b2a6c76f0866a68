import { useQuery } from '@tanstack/react-query';
import type { AdminMenu } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** `?channel_id=` when the page names a channel; else the server takes the request's own. */
export const channelQuery = (channelId: number | null) =>
  channelId === null ? '' : `?channel_id=${channelId}`;

/** A channel's week with its meals in order and what was ordered of each. */
export function useAdminMenu(week: string, channelId: number | null) {
  return useQuery({
    queryKey: [...adminKeys.all, 'menu', week, channelId] as const,
    queryFn: () => api.get<AdminMenu>(`/api/admin/menus/${week}${channelQuery(channelId)}`),
  });
}
