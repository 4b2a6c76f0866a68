import { create } from 'zustand';
import type { AccountStatus } from '@mealbox/contracts';

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
