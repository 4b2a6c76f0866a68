import { useQuery } from '@tanstack/react-query';
import { isWeek, type MenuDefaults } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** A new week's dates as the store sets them when left empty (the server's one rule). */
export function useMenuDefaults(week: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'menu-defaults', week] as const,
    queryFn: () => api.get<MenuDefaults>(`/api/admin/menu-defaults/${week}`),
    // The week comes from a date input, which holds a real date or nothing: its format is enough
    // (the storefront's own check, so the admin adds nothing to the storefront's week module).
    enabled: isWeek(week),
  });
}
