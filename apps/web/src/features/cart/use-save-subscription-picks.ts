import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/http';
import { useSavePicks } from './api/save-picks';
import { useCartStore } from './cart-store';
import { useToaster } from './toaster-store';

/** Ours: the §8 style fallback when saving a week's picks fails without a server message. */
export const SAVE_PICKS_FALLBACK = 'Unable to save your meals for this week.';

/**
 * Saves the box as its subscription week's picks and opens My Schedule with the server's
 * message; a refusal flashes in the toaster (the meals page also shows it under its title).
 */
export function useSaveSubscriptionPicks(): { save: () => void; pending: boolean } {
  const savePicks = useSavePicks();
  const navigate = useNavigate();
  const save = () => {
    const pick = useCartStore.getState().subscriptionPick;
    // The page that opened the box is gone (a reload elsewhere): the schedule opens it again.
    if (!pick) {
      void navigate('/my-schedule');
      return;
    }
    savePicks.mutate(pick, {
      onSuccess: (answer) => void navigate('/my-schedule', { state: { notice: answer.message } }),
      onError: (error) => useToaster.getState().show(errorMessage(error, SAVE_PICKS_FALLBACK)),
    });
  };
  return { save, pending: savePicks.isPending };
}
