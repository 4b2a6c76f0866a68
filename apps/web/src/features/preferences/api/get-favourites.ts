import type { Favourites } from '@mealbox/contracts';
import { apiRequest } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { useSession } from '../../accounts';

/** Per user, so a sign-out and another sign-in in the same tab never shows the first's hearts. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  of: (userId: number) => ['favourites', userId] as const,
};

/**
 * The signed-in customer's favourites: one query for a whole menu, asked after hydration (the
 * server never renders a customer's own data) and never for a guest.
 */
export function useFavourites() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useVisitorQuery({
    queryKey: favouriteKeys.of(userId ?? 0),
    queryFn: () => apiRequest<Favourites>('GET', '/api/user/favourites'),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
