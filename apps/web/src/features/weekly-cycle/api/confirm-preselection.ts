import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreselectionConfirmed } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { subscriptionKeys } from '../../subscriptions';
import { preselectionKeys } from './get-preselection';

/**
 * Keeps the meals the store picked. The answer is the week as it now is, shown at once; the
 * customer's schedule and status line are fetched again when next shown.
 */
export function useConfirmPreselection(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['preselection', 'confirm', key],
    mutationFn: () =>
      api.post<PreselectionConfirmed>(`/api/preselection/${encodeURIComponent(key)}/confirm`),
    onSuccess: (answer) => client.setQueryData(preselectionKeys.byKey(key), answer.preselection),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
