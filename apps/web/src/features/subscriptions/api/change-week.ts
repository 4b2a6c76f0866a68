import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkipWeekInput, WeekChanged } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { menuQueryOptions } from '../../catalog';
import { useAccountStore } from '../account-store';
import { subscriptionKeys } from './subscription-keys';

export type WeekChange = 'skip' | 'unskip';

const paths: Record<WeekChange, string> = {
  skip: '/api/skipWeek',
  unskip: '/api/unskipWeek',
};

/**
 * Skips or unskips a subscription's week (spec §7). Without a week it is the current ordering
 * week, which the client learns from the menu first, as §7 says. Afterwards the orders,
 * subscriptions and schedule are fetched again, whatever the answer: a refusal after the
 * deadline means the week moved on.
 */
export function useChangeWeek(change: WeekChange) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['subscriptions', change],
    mutationFn: async ({ subscription_id, week }: { subscription_id: number; week?: string }) => {
      const target = week ?? (await client.fetchQuery(menuQueryOptions('current'))).week;
      const body: SkipWeekInput = { subscription_id, week: target };
      return api.post<WeekChanged>(paths[change], body);
    },
    onMutate: () => useAccountStore.setState({ skip_week_processing: true }),
    onSettled: async () => {
      useAccountStore.setState({ skip_week_processing: false });
      await client.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
