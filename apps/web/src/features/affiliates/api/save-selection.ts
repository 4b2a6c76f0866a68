import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSelectionInput, SelectionSaved } from '@mealbox/contracts';
import { apiRequest } from '../../../lib/http';
import { affiliateKeys } from './affiliate-keys';

/**
 * Replaces a plan's selection for a week. The answer is the week as it now is, so the page shows
 * it at once; the list of weeks (and any landing page read) is fetched again.
 */
export function useSaveSelection(week: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['affiliate', 'save', week],
    mutationFn: ({ plan, ...input }: SaveSelectionInput & { plan: string }) =>
      apiRequest<SelectionSaved>(
        'PUT',
        `/api/affiliate/weeks/${encodeURIComponent(week)}/plans/${encodeURIComponent(plan)}`,
        input,
      ),
    onSuccess: async (answer) => {
      client.setQueryData(affiliateKeys.week(week), answer.week);
      await client.invalidateQueries({
        queryKey: affiliateKeys.all,
        predicate: (query) => query.queryKey[1] !== 'week',
      });
    },
  });
}
