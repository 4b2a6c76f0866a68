import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adoptSession } from './adopt-session';

export function useLogout() {
  return useMutation({
    mutationFn: () => api.post<SessionResponse>('/api/auth/logout').then(adoptSession),
  });
}
