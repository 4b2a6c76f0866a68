import { create } from 'zustand';
import type { AccountStatus, Subscription } from '@mealbox/contracts';
import { selectedSubscription } from './status-line-model';

/** Spec §3, account store: the status line's state, its pick-meals URL and the skip flag. */
interface AccountState {
  /** The status line's state for the current ordering week (§4); null until it is known. */
  account_status_text_section: AccountStatus | null;
  /** Where 'Pick My Meals' goes: the subscription's week, or the menu. */
  pick_meals_url: string | null;
  /** A skip or unskip is under way: both actions wait for it. */
  skip_week_processing: boolean;
  /** The subscription Plan Status and the status line are about; null: the first active one. */
  selected_subscription_id: number | null;
  selectSubscription: (id: number | null) => void;
}

// One store per tab (unlike the session store, which the server fills per page). The server
// renders the account page too, but only reads this store: it changes in effects and handlers,
// which run in the browser only, so every server render reads the defaults.
export const useAccountStore = create<AccountState>()((set) => ({
  account_status_text_section: null,
  pick_meals_url: null,
  skip_week_processing: false,
  selected_subscription_id: null,
  selectSubscription: (id) => set({ selected_subscription_id: id }),
}));

/**
 * The id of the subscription Plan Status and the status line are about (`selectedSubscription`),
 * or null before the subscriptions are known. Read as what it resolves to rather than the
 * store's raw choice: choosing the subscription already shown (Plan Status does so when there is
 * only one) re-renders nothing. A store read that changes re-renders its readers at once, in one
 * task, and on the account page that was the status line and Plan Status right after hydration.
 */
export function useSelectedSubscriptionId(
  subscriptions: readonly Subscription[] | undefined,
): number | null {
  return useAccountStore((s) =>
    subscriptions
      ? (selectedSubscription(subscriptions, s.selected_subscription_id)?.id ?? null)
      : null,
  );
}
