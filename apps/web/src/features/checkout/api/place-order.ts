import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderConfirmation, PlaceOrderInput } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { refreshSession } from '../../accounts';
import { cartKeys } from '../../cart';

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => api.post<OrderConfirmation>('/api/checkout', input),
    // Paid or declined, the box and the balance may have changed.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: cartKeys.all });
      // The order saved the address and card on the account, and may have spent the balance.
      void refreshSession();
    },
  });
}
