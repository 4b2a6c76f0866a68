import type { AdminMenu, CreateMenuInput } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** A new draft week for a channel. */
export function useCreateMenu() {
  return useAdminMutation<AdminMenu, CreateMenuInput>({
    mutationFn: (input) => api.post<AdminMenu>('/api/admin/menus', input),
  });
}
