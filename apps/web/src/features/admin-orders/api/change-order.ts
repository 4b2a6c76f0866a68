import type {
  AdminOrderView,
  CancelOrderInput,
  OrderAddressInput,
  OrderItemsInput,
} from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** PUT /api/admin/orders/:id/address */
export const useChangeOrderAddress = (id: number) =>
  useAdminMutation<AdminOrderView, OrderAddressInput>({
    mutationFn: (input) => api.put<AdminOrderView>(`/api/admin/orders/${id}/address`, input),
  });

/** PUT /api/admin/orders/:id/items */
export const useChangeOrderItems = (id: number) =>
  useAdminMutation<AdminOrderView, OrderItemsInput>({
    mutationFn: (input) => api.put<AdminOrderView>(`/api/admin/orders/${id}/items`, input),
  });

/** POST /api/admin/orders/:id/cancel */
export const useCancelOrder = (id: number) =>
  useAdminMutation<AdminOrderView, CancelOrderInput>({
    mutationFn: (input) => api.post<AdminOrderView>(`/api/admin/orders/${id}/cancel`, input),
  });

/** POST /api/admin/orders/:id/charge */
export const useChargeOrder = (id: number) =>
  useAdminMutation<AdminOrderView, void>({
    mutationFn: () => api.post<AdminOrderView>(`/api/admin/orders/${id}/charge`, {}),
  });
