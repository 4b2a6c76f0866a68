import { useQuery } from '@tanstack/react-query';
import type { AdminOrderView } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** Everything about one order (GET /api/admin/orders/:id). */
export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: [...adminKeys.all, 'order', id] as const,
    queryFn: () => api.get<AdminOrderView>(`/api/admin/orders/${id}`),
  });
}
