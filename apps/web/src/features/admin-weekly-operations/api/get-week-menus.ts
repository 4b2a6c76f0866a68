import { useQuery } from '@tanstack/react-query';
import type { SubscriberWeekMenus } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** The week's published menus by channel, with the slug its runs are started by. */
export function useWeekMenus(week: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'week-menus', week] as const,
    queryFn: () => api.get<SubscriberWeekMenus>(`/api/admin/subscription-weeks/menus?week=${week}`),
    staleTime: 60_000,
  });
}
