import type { SessionResponse } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adoptSession } from './adopt-session';

/** Reloads the signed-in user after the server changed their details (an order saves them). */
export async function refreshSession(): Promise<void> {
  adoptSession(await api.get<SessionResponse>('/api/auth/me'));
}
