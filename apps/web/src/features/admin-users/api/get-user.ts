import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** A user's profile and permissions (GET /api/admin/users/:id); none for a user not made yet. */
export function useAdminUser(id: number | null) {
  return useQuery({
    queryKey: [...adminKeys.all, 'user', id] as const,
    queryFn: () => api.get<AdminUser>(`/api/admin/users/${id}`),
    enabled: id !== null,
  });
}
