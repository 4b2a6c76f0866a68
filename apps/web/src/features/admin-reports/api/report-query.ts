import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/**
 * A report of the range (its API query, `reportRangeQuery`): kept under the admin's keys, so a
 * staff change refreshes it; the figures shown stay while the next range loads.
 */
export function useReport<T>(path: string, query: string, enabled = true) {
  return useQuery({
    queryKey: [...adminKeys.all, 'reports', path, query] as const,
    queryFn: () => api.get<T>(`/api/admin/reports/${path}?${query}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}
