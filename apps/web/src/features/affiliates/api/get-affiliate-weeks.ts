import type { AffiliateWeekDetail, AffiliateWeeks } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { affiliateKeys } from './affiliate-keys';

/** The store's weeks with each of the affiliate's plans' meals chosen so far. */
export function useAffiliateWeeks() {
  return useVisitorQuery({
    queryKey: affiliateKeys.weeks(),
    queryFn: () => api.get<AffiliateWeeks>('/api/affiliate/weeks'),
    staleTime: 30_000,
  });
}

/** A week's menu and the affiliate's plans' selections from it. */
export function useAffiliateWeek(week: string) {
  return useVisitorQuery({
    queryKey: affiliateKeys.week(week),
    queryFn: () => api.get<AffiliateWeekDetail>(`/api/affiliate/weeks/${encodeURIComponent(week)}`),
    staleTime: 30_000,
  });
}
