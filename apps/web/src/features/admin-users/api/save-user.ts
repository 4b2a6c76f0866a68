import type {
  AdminUserCreateInput,
  AdminUserSaved,
  AdminUserUpdateInput,
} from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Creates a user (no id) or changes one's profile and permissions. */
export function useSaveUser(id: number | null) {
  return useAdminMutation<AdminUserSaved, AdminUserCreateInput | AdminUserUpdateInput>({
    mutationFn: (input) =>
      id === null
        ? api.post<AdminUserSaved>('/api/admin/users', input)
        : api.put<AdminUserSaved>(`/api/admin/users/${id}`, input),
  });
}
