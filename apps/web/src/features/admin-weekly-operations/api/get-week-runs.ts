import { useQuery } from '@tanstack/react-query';
import type { CycleRunView } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** The week's runs of the weekly cycle, newest first. */
export function useWeekRuns(week: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'cycle-runs', week] as const,
    queryFn: () => api.get<{ runs: CycleRunView[] }>(`/api/admin/cycle/runs?week=${week}`),
  });
}
