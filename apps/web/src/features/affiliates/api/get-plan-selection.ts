import type { PlanSelection } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { affiliateKeys } from './affiliate-keys';

/**
 * What an affiliate plan's subscribers get in the current ordering week (null for other plans).
 * Not inlined in the page: asked for once the page is hydrated.
 */
export function usePlanSelection(planKey: string) {
  return useVisitorQuery({
    queryKey: affiliateKeys.planSelection(planKey),
    queryFn: () =>
      api.get<PlanSelection>(`/api/affiliate/plans/${encodeURIComponent(planKey)}/selection`),
    staleTime: 60_000,
  });
}
