import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput, SessionResponse } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adoptSession } from './adopt-session';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) =>
      api.post<SessionResponse>('/api/password/reset', input).then(adoptSession),
  });
}
