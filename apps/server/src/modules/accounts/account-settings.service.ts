import {
  authMessages,
  successMessages,
  type AccountUpdated,
  type PaymentMethodInput,
  type ShippingAddressInput,
  type UpdateEmailInput,
  type UpdatePasswordInput,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import type { CycleServices } from '../weekly-cycle/cycle-context.ts';
import { retryAfterCardUpdate } from '../weekly-cycle/retry-after-card-update.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { Conflict, Unauthenticated, ValidationFailed } from '../../lib/errors.ts';
import { emailChangedMail } from '../../integrations/email/email-changed.mail.ts';
import { passwordChangedMail } from '../../integrations/email/password-changed.mail.ts';
import { track } from '../analytics/analytics.service.ts';
import { enforceRateLimits } from '../security/rate-limit.ts';
import { signInLimits } from './accounts.service.ts';
import { hashNewPassword, verifyPassword } from './passwords.ts';
import { revokeOtherSessionsOf } from './sessions.repository.ts';
import { saveCheckoutDetails, shippingDetailsOf } from '../orders/orders.repository.ts';
import { toCurrentUser } from './current-user.ts';
import { tokenizeCard } from './payment-method.ts';
import { signedIn } from './signed-in.ts';
import {
  findUserById,
  updateEmail as saveEmail,
  updatePasswordHash,
  type AuthUser,
} from './users.repository.ts';

/** The user as a setting left them, with the permissions their session was given. */
async function updatedUser(ctx: ServiceContext, user: AuthUser, message: string) {
  const row = await findUserById(ctx.db, user.id);
  if (!row) throw new Unauthenticated(authMessages.unauthenticated);
  return {
    message,
    user: toCurrentUser({ ...row, permissions: user.permissions }, ctx.clock.now()),
  };
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

/**
 * A new password (spec §7 updatePassword), given the current one: a wrong guess counts against
 * the sign-in limits. Every other session of the customer ends (this one stays), and a notice
 * goes to their address.
 */
export async function updatePassword(
  ctx: ServiceContext,
  input: UpdatePasswordInput,
): Promise<AccountUpdated> {
  const user = signedIn(ctx);
  await enforceRateLimits(
    ctx.db,
    signInLimits(ctx, user.email),
    authMessages.tooManyAttempts,
    ctx.clock.now(),
  );
  const row = await findUserById(ctx.db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) {
    throw new ValidationFailed(authMessages.wrongCurrentPassword, {
      password: [authMessages.wrongCurrentPassword],
    });
  }
  const passwordHash = await hashNewPassword(input.new_password, 'new_password');
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    // The session's id hash is the visitor key: this request's session stays signed in.
    await revokeOtherSessionsOf(tx, user.id, ctx.visitorKey, ctx.clock.now());
    await ctx.mailer.enqueue(
      tx,
      passwordChangedMail({
        to: row.email,
        firstName: row.firstName,
        resetUrl: `${ctx.env.PUBLIC_URL}/password/resetform`,
        channel: ctx.channel.config,
      }),
    );
  });
  ctx.mailer.kick();
  await track(ctx, 'password_changed', {}, { userId: user.id });
  return updatedUser(ctx, user, successMessages.password);
}

/**
 * A new email address (spec §7 updateEmail): unique whatever its case, and a notice goes to the
 * old address, written with the change.
 */
export async function updateEmail(
  ctx: ServiceContext,
  input: UpdateEmailInput,
): Promise<AccountUpdated> {
  const user = signedIn(ctx);
  const row = await findUserById(ctx.db, user.id);
  if (!row) throw new Unauthenticated(authMessages.unauthenticated);
  if (row.email !== input.email) {
    try {
      await ctx.db.transaction(async (tx) => {
        await saveEmail(tx, user.id, input.email);
        await ctx.mailer.enqueue(
          tx,
          emailChangedMail({
            to: row.email,
            firstName: row.firstName,
            newEmail: input.email,
            channel: ctx.channel.config,
          }),
        );
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new Conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
    }
    ctx.mailer.kick();
    await track(ctx, 'email_changed', {}, { userId: user.id });
  }
  return updatedUser(ctx, user, successMessages.email);
}

/**
 * A new card and billing address (spec §7 updatePaymentMethod). The gateway tokenizes the card;
 * the account keeps the token, brand, last four digits and expiry, from which the masked number
 * and `cc_expiring` are derived. A declined card changes nothing.
 */
export async function updatePaymentMethod(
  ctx: ServiceContext,
  input: PaymentMethodInput,
  cycle: Pick<CycleServices, 'channels' | 'sleep'>,
): Promise<AccountUpdated> {
  const user = signedIn(ctx);
  const { token, newCard } = await tokenizeCard(ctx, input);
  await saveCheckoutDetails(ctx.db, user.id, { cardToken: token, ...newCard });
  await track(
    ctx,
    'payment_method_updated',
    { card_brand: newCard.cardBrand },
    { userId: user.id },
  );
  // A box declined for the old card is charged to the new one at once; the card is saved
  // whatever that charge does.
  try {
    await retryAfterCardUpdate(ctx, cycle, user.id);
  } catch (error) {
    ctx.log.error({ err: error }, 'the declined weeks could not be charged to the new card');
  }
  return updatedUser(ctx, user, successMessages.payment);
}
