import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreviousPicksResponse } from '@mealbox/contracts';
import { cartMessages } from '@mealbox/contracts';
import { apiRequest, errorMessage } from '../../../lib/http';
import { previousPicksToast } from '../cart-logic';
import { useToaster } from '../toaster-store';
import { cartChange, storeCart } from './get-cart';
import { weekBody } from './week-body';

/** Adds the signed-in customer's previous picks that are on this week's menu. */
export function usePreviousPicks(week?: string) {
  const client = useQueryClient();
  return useMutation({
    ...cartChange,
    mutationFn: () =>
      apiRequest<PreviousPicksResponse>('POST', '/api/cart/previous-picks', weekBody(week)),
    onSuccess: ({ cart, added }) => {
      storeCart(client, week, cart);
      useToaster.getState().show(previousPicksToast(added));
    },
    onError: (error) => {
      useToaster.getState().show(errorMessage(error, cartMessages.noPreviousPicks));
    },
  });
}
