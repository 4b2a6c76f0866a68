import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuItem } from '@mealbox/contracts';
import type { FavouriteToggle } from '../../components/meals/favourite-heart';
import { useSession } from '../accounts';
import { useFavourites } from './api/get-favourites';
import { useSetFavourite } from './api/set-favourite';

/**
 * Every meal's heart on a menu from one read of the favourites. A signed-in customer's press
 * marks or unmarks the meal; a guest's leads to the login, which brings them back here.
 */
export function useFavouriteToggle(): (item: MenuItem) => FavouriteToggle {
  const userId = useSession((s) => s.user?.id ?? null);
  const favourites = useFavourites();
  const set = useSetFavourite(userId ?? 0);
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const marked = useMemo(() => new Set(favourites.data?.favourites), [favourites.data]);
  const { mutate } = set;
  return useCallback(
    (item: MenuItem): FavouriteToggle => {
      if (userId === null) {
        return { on: false, onToggle: () => void navigate('/login', { state: { from } }) };
      }
      const on = marked.has(item.sku);
      return { on, onToggle: () => mutate({ sku: item.sku, favourite: !on }) };
    },
    [userId, marked, mutate, navigate, from],
  );
}
