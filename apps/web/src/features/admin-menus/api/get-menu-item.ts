import { useQuery } from '@tanstack/react-query';
import type { AdminMenuItem, AdminMenuItemTags } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** A meal with every field; none for a meal not made yet. */
export function useAdminMenuItem(id: number | null) {
  return useQuery({
    queryKey: [...adminKeys.all, 'menu-item', id] as const,
    queryFn: () => api.get<AdminMenuItem>(`/api/admin/menu-items/${id}`),
    enabled: id !== null,
  });
}

/** The attribute tags a meal may carry (the store's, then others in use). */
export function useMenuItemTags() {
  return useQuery({
    queryKey: [...adminKeys.all, 'menu-item-tags'] as const,
    queryFn: () => api.get<AdminMenuItemTags>('/api/admin/menu-items/tags'),
    staleTime: 60_000,
  });
}
