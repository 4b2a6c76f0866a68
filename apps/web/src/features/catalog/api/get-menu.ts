import { useQuery } from '@tanstack/react-query';
import type { Menu } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { MENU_STALE_MS, catalogKeys, retryUnlessNotFound } from './catalog-keys';

/** The query of a week's menu, for a caller that fetches it outside a component (a skip). */
export const menuQueryOptions = (week: string) => ({
  queryKey: catalogKeys.menu(week),
  queryFn: () => api.get<Menu>(`/api/menus/${encodeURIComponent(week)}`),
  staleTime: MENU_STALE_MS,
  retry: retryUnlessNotFound,
});

/**
 * A week's menu by the ISO date of its Monday, or 'current' for the current ordering week's. Not
 * fetched until `enabled` (a week further down a page, until the visitor scrolls towards it).
 */
export function useMenu(week: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...menuQueryOptions(week), enabled });
}
