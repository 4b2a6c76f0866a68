import { useVisitorQuery } from '../../../../lib/use-visitor-query';
import { refreshSession } from '../../api/refresh-session';

/**
 * Spec §7: opening account settings validates the session and fills the user from it. The page
 * already has the user from its bootstrap, so this runs beside the page's other reads, not before.
 */
export function useValidatedSession() {
  return useVisitorQuery({
    queryKey: ['session', 'validated'],
    queryFn: async () => {
      await refreshSession();
      return true;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
