import type { SubscriberWeekRow } from '@mealbox/contracts';
import { useAdminList } from '../../admin';

/** One page of a week's subscribers: the list's own query (paging, sort, search, filters) and the week. */
export function useSubscriberWeeks(
  week: string,
  listQuery: string,
  fixed: Record<string, string> = {},
) {
  const query = new URLSearchParams(listQuery);
  query.set('week', week);
  for (const [name, value] of Object.entries(fixed)) query.set(name, value);
  return useAdminList<SubscriberWeekRow>('/api/admin/subscription-weeks', query.toString());
}
