import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, SessionResponse } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adoptSession } from './adopt-session';

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api.post<SessionResponse>('/api/auth/register', input).then(adoptSession),
  });
}
