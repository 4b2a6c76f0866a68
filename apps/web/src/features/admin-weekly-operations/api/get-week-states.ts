import { useQuery } from '@tanstack/react-query';
import type { WeekStatesReport } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** Each week's subscription weeks counted by state (and its unattended), for a range of weeks. */
export function useWeekStates(from: string, to: string, channel: string) {
  const query = new URLSearchParams({ from, to });
  if (channel) query.set('channel', channel);
  return useQuery({
    queryKey: [...adminKeys.all, 'week-states', query.toString()] as const,
    queryFn: () => api.get<WeekStatesReport>(`/api/admin/subscription-weeks/states?${query}`),
  });
}
