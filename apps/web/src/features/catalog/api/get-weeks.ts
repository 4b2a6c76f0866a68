import { useQuery } from '@tanstack/react-query';
import type { MenuWeek } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { MENU_STALE_MS, catalogKeys } from './catalog-keys';

/** Upcoming published weeks, earliest first; the first is the current ordering week. */
export function useUpcomingWeeks() {
  return useQuery({
    queryKey: catalogKeys.weeks(),
    queryFn: () => api.get<{ weeks: MenuWeek[] }>('/api/menus').then((r) => r.weeks),
    staleTime: MENU_STALE_MS,
  });
}
