import type { ResendMailAnswer } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Sends a failed mail again (manage-orders): it goes back to the outbox's queue. */
export function useResendMail() {
  return useAdminMutation<ResendMailAnswer, number>({
    mutationFn: (id) => api.post<ResendMailAnswer>(`/api/admin/outbox/${id}/resend`),
  });
}
