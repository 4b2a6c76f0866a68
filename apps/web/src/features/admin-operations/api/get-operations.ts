import { useQuery } from '@tanstack/react-query';
import type { OperationsOverview } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';
import { refreshInterval } from '../run-progress';

export const operationsKey = [...adminKeys.all, 'operations'] as const;

/**
 * The operations page's figures, asked again on their own (every 2 s while a run is running, else
 * every 10 s, only while the page is in view) and after every staff change.
 */
export function useOperations() {
  return useQuery({
    queryKey: operationsKey,
    queryFn: () => api.get<OperationsOverview>('/api/admin/operations'),
    refetchInterval: (query) => refreshInterval(query.state.data),
  });
}
