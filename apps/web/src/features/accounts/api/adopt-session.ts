import type { SessionResponse } from '@mealbox/contracts';
import { setCsrfToken } from '../../../lib/bootstrap';
import { useSession } from '../session-store';

/** The session rotated: adopt the new user and CSRF token. */
export function adoptSession(response: SessionResponse): SessionResponse {
  setCsrfToken(response.csrfToken);
  useSession.getState().setUser(response.user);
  return response;
}
