import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VacationInput, VacationResult, VacationUndoInput } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { subscriptionKeys } from './subscription-keys';

/** Skips a range of a subscription's upcoming weeks at once; each week keeps its own deadline. */
export function useVacation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VacationInput) => api.post<VacationResult>('/api/user/vacation', input),
    onSettled: () => client.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

/** Unskips the weeks a vacation skipped. */
export function useUndoVacation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VacationUndoInput) =>
      api.post<VacationResult>('/api/user/vacation/undo', input),
    onSettled: () => client.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
