import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/**
 * GET /api/admin/dashboard: a week's figures with the weeks before it (`query`: `week` and
 * `channel`, each optional; the current ordering week by default).
 */
export function useDashboard(query: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'dashboard', query] as const,
    queryFn: () =>
      api.get<Dashboard>(query ? `/api/admin/dashboard?${query}` : '/api/admin/dashboard'),
    placeholderData: keepPreviousData,
  });
}
