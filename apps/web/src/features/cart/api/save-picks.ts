import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PickWeekInput, WeekChanged } from '@mealbox/contracts';
import { apiRequest } from '../../../lib/http';
import { subscriptionKeys } from '../../subscriptions';
import { useCartStore } from '../cart-store';
import { cartKeys } from './get-cart';

/** Every save of picks shares it: the meals page shows the last one's refusal. */
export const savePicksKey = ['save-picks'] as const;

/**
 * Saves the subscriber's box as the week's picks (POST /api/pickWeek): the week becomes
 * `picked` and the box is emptied. Runs after the box's changes still queued (same scope), so
 * the server saves the box as the customer left it.
 */
export function useSavePicks() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: savePicksKey,
    scope: { id: 'cart' },
    mutationFn: (input: PickWeekInput) => apiRequest<WeekChanged>('POST', '/api/pickWeek', input),
    onSuccess: async () => {
      useCartStore.setState({ subscriptionPick: null });
      await Promise.all([
        client.invalidateQueries({ queryKey: cartKeys.all }),
        client.invalidateQueries({ queryKey: subscriptionKeys.all }),
      ]);
    },
  });
}
