import { isPreselectionKey, type Preselection } from '@mealbox/contracts';
import { ApiError, api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

export const preselectionKeys = {
  byKey: (key: string) => ['preselection', key] as const,
};

/**
 * The week the store picked meals for, by the key of the mail's link; disabled for a key that
 * cannot be one, and not tried again after a 404.
 */
export function usePreselection(key: string | undefined) {
  return useVisitorQuery({
    queryKey: preselectionKeys.byKey(key ?? ''),
    queryFn: () => api.get<Preselection>(`/api/preselection/${encodeURIComponent(key ?? '')}`),
    enabled: key !== undefined && isPreselectionKey(key),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
