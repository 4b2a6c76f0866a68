import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetRequestInput } from '@mealbox/contracts';
import { api } from '../../../lib/http';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      api.post<MessageResponse>('/api/password/email', input),
  });
}
