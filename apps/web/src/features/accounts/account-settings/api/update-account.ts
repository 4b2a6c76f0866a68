import { useMutation } from '@tanstack/react-query';
import type { AccountUpdated } from '@mealbox/contracts';
import { api, errorMessage } from '../../../../lib/http';
import { refreshSession } from '../../api/refresh-session';
import { useSession } from '../../session-store';
import { useAccountPage } from '../account-page-store';

/** Spec §9: after a payment change the session is revalidated 2500 ms later. */
export const PAYMENT_REVALIDATE_MS = 2500;

/** A failed revalidation changes nothing on the page: the next one, or a reload, tries again. */
export function revalidateSession(afterMs = 0): void {
  const run = () => void refreshSession().catch(() => undefined);
  if (afterMs > 0) setTimeout(run, afterMs);
  else run();
}

/**
 * One account setting's call (spec §7): POST its input, then the §8 success text (the server's)
 * in the green banner, or the server's message or the §8 fallback in the red one. The session is
 * revalidated after either (spec §7, §8), `revalidateAfterMs` later after a success.
 */
export function accountUpdateOptions<TInput>(
  path: string,
  { fallback, revalidateAfterMs = 0 }: { fallback: string; revalidateAfterMs?: number },
) {
  return {
    mutationFn: (input: TInput) => api.post<AccountUpdated>(path, input),
    onSuccess: ({ message, user }: AccountUpdated) => {
      useSession.getState().setUser(user);
      useAccountPage.getState().showSuccess(message);
      revalidateSession(revalidateAfterMs);
    },
    onError: (error: unknown) => {
      useAccountPage.getState().showError(errorMessage(error, fallback));
      revalidateSession();
    },
  };
}

export function useAccountUpdate<TInput>(
  path: string,
  options: { fallback: string; revalidateAfterMs?: number },
) {
  return useMutation(accountUpdateOptions<TInput>(path, options));
}
