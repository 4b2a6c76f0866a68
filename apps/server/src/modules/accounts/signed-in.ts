import { authMessages } from '@mealbox/contracts';
import { Unauthenticated } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import type { AuthUser } from './users.repository.ts';

/** The customer behind the request; a guest is asked to log in (401). */
export function signedIn(ctx: ServiceContext): AuthUser {
  if (!ctx.user) throw new Unauthenticated(authMessages.unauthenticated);
  return ctx.user;
}
