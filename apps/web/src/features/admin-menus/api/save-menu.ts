import type { AdminMenu, SaveMenuInput } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';
import { channelQuery } from './get-menu';

/** Saves the whole week: meals in order, the chef's selection, dates, status. */
export function useSaveMenu(week: string, channelId: number | null) {
  return useAdminMutation<AdminMenu, SaveMenuInput>({
    mutationFn: (input) =>
      api.put<AdminMenu>(`/api/admin/menus/${week}${channelQuery(channelId)}`, input),
  });
}
