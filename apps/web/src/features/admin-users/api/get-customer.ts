import { useQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** A customer's record, schedule and orders (GET /api/admin/customers/:id). */
export function useAdminCustomer(id: number) {
  return useQuery({
    queryKey: [...adminKeys.all, 'customer', id] as const,
    queryFn: () => api.get<AdminCustomer>(`/api/admin/customers/${id}`),
  });
}
