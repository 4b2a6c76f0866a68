import type { Permission } from '@mealbox/contracts';
import { Forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import { signedIn } from './signed-in.ts';
import type { AuthUser } from './users.repository.ts';

/**
 * The signed-in user, if they hold the permission (product decisions, "Staff and permissions":
 * the API enforces every one): a guest is asked to log in (401), anyone else is refused (403).
 */
export function withPermission(
  ctx: ServiceContext,
  permission: Permission,
  refusal: string,
): AuthUser {
  const user = signedIn(ctx);
  if (!user.permissions.includes(permission)) throw new Forbidden(refusal);
  return user;
}
