import type { AdminMenuItem, MenuItemInput } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Creates a meal (no id) or saves every field of one. */
export function useSaveMenuItem(id: number | null) {
  return useAdminMutation<AdminMenuItem, MenuItemInput>({
    mutationFn: (input) =>
      id === null
        ? api.post<AdminMenuItem>('/api/admin/menu-items', input)
        : api.put<AdminMenuItem>(`/api/admin/menu-items/${id}`, input),
  });
}
