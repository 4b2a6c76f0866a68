import { useQuery } from '@tanstack/react-query';
import type { CycleRunView } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';
import { RUN_POLL_MS, isRunning } from '../runs';

/** A run's progress, asked for again every second while it runs (`started`: its first answer). */
export function useCycleRun(started: CycleRunView) {
  return useQuery({
    queryKey: [...adminKeys.all, 'cycle-run', started.id] as const,
    queryFn: () => api.get<CycleRunView>(`/api/admin/cycle/runs/${started.id}`),
    initialData: started,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (isRunning(query.state.data) ? RUN_POLL_MS : false),
  });
}
