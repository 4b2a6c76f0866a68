import type { CycleRunView, CycleStepResult, StartCycleRunInput } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

export type StartedRun = { run: CycleRunView } | { step: CycleStepResult };

/**
 * Starts a run of the weekly cycle for a channel's week (its progress is then followed), or one
 * subscription's step of it at once (its outcome is the answer). Every admin read is fetched
 * again once the server has it.
 */
export function useStartCycleRun() {
  return useAdminMutation<StartedRun, StartCycleRunInput>({
    mutationFn: (input) => api.post<StartedRun>('/api/admin/cycle/runs', input),
  });
}
