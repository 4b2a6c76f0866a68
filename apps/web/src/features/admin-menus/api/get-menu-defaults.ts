import { useQuery } from '@tanstack/react-query';
import { isRealDate, type MenuDefaults } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** A new week's dates as the store sets them when left empty (the server's one rule). */
export function useMenuDefaults(week: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'menu-defaults', week] as const,
    queryFn: () => api.get<MenuDefaults>(`/api/admin/menu-defaults/${week}`),
    enabled: isRealDate(week),
  });
}
