import type { Permission } from '@mealbox/contracts';
import { useSession } from '../accounts';

/**
 * Whether the signed-in user holds the permission: the admin UI hides what a user cannot do
 * (the API refuses it whatever the UI shows).
 */
export function useCan(permission: Permission): boolean {
  return useSession((s) => Boolean(s.user?.permissions.includes(permission)));
}
