import { useMutation } from '@tanstack/react-query';
import type {
  LoginInput,
  MessageResponse,
  PasswordResetInput,
  PasswordResetRequestInput,
  RegisterInput,
  SessionResponse,
} from '@mealbox/contracts';
import { setCsrfToken } from '../../../lib/bootstrap';
import { api } from '../../../lib/http';
import { useSession } from '../session-store';

/** The session rotated: adopt the new user and CSRF token. */
function adopt(response: SessionResponse) {
  setCsrfToken(response.csrfToken);
  useSession.getState().setUser(response.user);
  return response;
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api.post<SessionResponse>('/api/auth/login', input).then(adopt),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api.post<SessionResponse>('/api/auth/register', input).then(adopt),
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => api.post<SessionResponse>('/api/auth/logout').then(adopt),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      api.post<MessageResponse>('/api/password/email', input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) =>
      api.post<SessionResponse>('/api/password/reset', input).then(adopt),
  });
}

/** Reloads the signed-in user after the server changed their details (an order saves them). */
export async function refreshSession(): Promise<void> {
  adopt(await api.get<SessionResponse>('/api/auth/me'));
}
