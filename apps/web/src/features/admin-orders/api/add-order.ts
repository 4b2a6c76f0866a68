import { useMutation } from '@tanstack/react-query';
import type { AddedOrder, AddOrderInput, OrderQuote } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** POST /api/admin/orders */
export const useAddOrder = () =>
  useAdminMutation<AddedOrder, AddOrderInput>({
    mutationFn: (input) => api.post<AddedOrder>('/api/admin/orders', input),
  });

/** POST /api/admin/orders/quote: the price the order would have (changes nothing). */
export const useQuoteOrder = () =>
  useMutation<OrderQuote, Error, AddOrderInput>({
    mutationFn: (input) => api.post<OrderQuote>('/api/admin/orders/quote', input),
  });
