import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export interface AdminPage<Row> {
  rows: Row[];
  total: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  list: (path: string, query: string) => ['admin', 'list', path, query] as const,
};

/**
 * One page of an admin list from the server (paged, sorted and filtered there). The page shown
 * stays while the next loads, so the grid does not flash empty between pages.
 */
export function useAdminList<Row>(path: string, query: string) {
  return useQuery({
    queryKey: adminKeys.list(path, query),
    queryFn: () => api.get<AdminPage<Row>>(query ? `${path}?${query}` : path),
    placeholderData: keepPreviousData,
  });
}
