import { useQuery } from '@tanstack/react-query';
import type { CustomerLookup } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** Customers by name, email or id (at most ten), once something is typed. */
export function useCustomerLookup(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...adminKeys.all, 'order-customers', q] as const,
    queryFn: () =>
      api.get<CustomerLookup>(`/api/admin/orders/customers?q=${encodeURIComponent(q)}`),
    enabled: q.length >= 2,
  });
}
