import { useMutation } from '@tanstack/react-query';
import type { LoginInput, SessionResponse } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adoptSession } from './adopt-session';

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api.post<SessionResponse>('/api/auth/login', input).then(adoptSession),
  });
}
