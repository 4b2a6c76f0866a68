import type { RefundOrderInput, RefundResultView } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** POST /api/admin/orders/:id/refunds (the same key again refunds once). */
export const useRefundOrder = (id: number) =>
  useAdminMutation<RefundResultView, RefundOrderInput>({
    mutationFn: (input) => api.post<RefundResultView>(`/api/admin/orders/${id}/refunds`, input),
  });
