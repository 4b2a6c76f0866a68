import {
  authMessages,
  successMessages,
  type AccountUpdated,
  type ShippingAddressInput,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { Unauthenticated } from '../../lib/errors.ts';
import { saveCheckoutDetails, shippingDetailsOf } from '../orders/orders.repository.ts';
import { toCurrentUser } from './current-user.ts';
import { findUserById, type AuthUser } from './users.repository.ts';

function signedIn(ctx: ServiceContext): AuthUser {
  if (!ctx.user) throw new Unauthenticated(authMessages.unauthenticated);
  return ctx.user;
}

/** The user as a setting left them, with the permissions their session was given. */
async function updatedUser(ctx: ServiceContext, user: AuthUser, message: string) {
  const row = await findUserById(ctx.db, user.id);
  if (!row) throw new Unauthenticated(authMessages.unauthenticated);
  return { message, user: toCurrentUser({ ...row, permissions: user.permissions }) };
}

/**
 * The account page's shipping address (spec §7 updateShippingAddress): the address the next
 * checkout starts from, the same details a checkout keeps.
 */
export async function updateShippingAddress(
  ctx: ServiceContext,
  input: ShippingAddressInput,
): Promise<AccountUpdated> {
  const user = signedIn(ctx);
  await saveCheckoutDetails(ctx.db, user.id, shippingDetailsOf(input));
  return updatedUser(ctx, user, successMessages.address);
}
