import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favourites, FavouriteInput } from '@mealbox/contracts';
import { apiRequest } from '../../../lib/http';
import { withFavourite } from '../favourites';
import { favouriteKeys } from './get-favourites';

const mutationKey = ['favourites', 'set'] as const;

/**
 * Marks or unmarks a favourite (PUT /api/user/favourites/:sku). The heart changes at once; the
 * changes run one at a time in the order asked, and the server's list is stored only after the
 * last, so an answer never undoes a later press shown ahead of it. A refused change rolls back.
 */
export function useSetFavourite(userId: number) {
  const client = useQueryClient();
  const key = favouriteKeys.of(userId);
  const laterPending = () => client.isMutating({ mutationKey }) > 1;
  return useMutation({
    mutationKey,
    scope: { id: 'favourites' },
    mutationFn: ({ sku, favourite }: { sku: string } & FavouriteInput) =>
      apiRequest<Favourites>('PUT', `/api/user/favourites/${encodeURIComponent(sku)}`, {
        favourite,
      }),
    onMutate: async ({ sku, favourite }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Favourites>(key);
      client.setQueryData<Favourites>(key, {
        favourites: withFavourite(previous?.favourites ?? [], sku, favourite),
      });
      return { previous };
    },
    onError: async (_error, _input, context) => {
      if (laterPending()) return;
      if (context?.previous) client.setQueryData(key, context.previous);
      await client.invalidateQueries({ queryKey: key });
    },
    onSuccess: (answer) => {
      if (!laterPending()) client.setQueryData(key, answer);
    },
  });
}
