import { useQuery } from '@tanstack/react-query';
import type { KitchenReport } from '@mealbox/contracts';
import { ApiError, api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** What the page asks: a week (the server's current one when empty) and a channel (all when empty). */
export interface KitchenQuery {
  week: string;
  channel: string;
}

/**
 * The kitchen's production report for a week and a channel. A week the server refuses (no
 * published menu, not a week) is not asked again: its message is the answer.
 */
export function useKitchenReport({ week, channel }: KitchenQuery) {
  const search = new URLSearchParams({
    ...(week ? { week } : {}),
    ...(channel ? { channel } : {}),
  }).toString();
  return useQuery({
    queryKey: [...adminKeys.all, 'kitchen', search] as const,
    queryFn: () =>
      api.get<KitchenReport>(`/api/admin/reports/kitchen${search ? `?${search}` : ''}`),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
