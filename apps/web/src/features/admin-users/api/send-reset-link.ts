import type { AdminMessage } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Mails the customer a password reset link. */
export function useSendResetLink(customerId: number) {
  return useAdminMutation<AdminMessage, void>({
    mutationFn: () =>
      api.post<AdminMessage>(`/api/admin/customers/${customerId}/password-reset`, {}),
  });
}
