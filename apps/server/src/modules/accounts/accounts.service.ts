import {
  authMessages,
  type LoginInput,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  type RegisterInput,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, Unauthenticated, ValidationFailed } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { randomToken } from '../../lib/tokens.ts';
import { passwordResetMail } from '../../integrations/email/password-reset.mail.ts';
import { track } from '../analytics/analytics.service.ts';
import { adoptVisitorCarts } from '../cart/adopt-visitor-carts.ts';
import { enforceRateLimits } from '../security/rate-limit.ts';
import { hashNewPassword, verifyPassword } from './passwords.ts';
import {
  consumePasswordReset,
  expireOpenResetsOf,
  insertPasswordReset,
} from './password-resets.repository.ts';
import { newSessionToken } from './session-tokens.ts';
import { insertSession, revokeAllSessionsOf, revokeSession } from './sessions.repository.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  permissionsOf,
  updatePasswordHash,
  type AuthUser,
} from './users.repository.ts';

export const PASSWORD_RESET_VALID_MINUTES = 60;

export interface SignedIn {
  user: AuthUser;
  /** The new cookie value: sessions rotate at every sign-in. */
  sessionToken: string;
}

async function startSession(ctx: ServiceContext, userId: number): Promise<string> {
  const now = ctx.clock.now();
  // Whatever session the visitor had before is over: a fixed session id cannot be ridden.
  await revokeSession(ctx.db, ctx.visitorKey, now);
  // Always a new id: an id once seen without a live session never gets one (SessionsWithoutUser).
  const token = newSessionToken();
  await insertSession(ctx.db, {
    idHash: sha256(token),
    userId,
    expiresAt: new Date(now.getTime() + ctx.env.SESSION_TTL_DAYS * 24 * 3600 * 1000),
    userAgent: ctx.userAgent?.slice(0, 512) ?? null,
    ipAddress: ctx.ipAddress,
  });
  return token;
}

/** A password guess, at sign-in or when changing it, counts against the sign-in limits. */
export const signInLimits = (ctx: ServiceContext, email: string) => limits(ctx, 'login', email);

function limits(ctx: ServiceContext, action: 'login' | 'reset', email: string) {
  const env = ctx.env;
  const perAccount = action === 'login' ? env.LOGIN_LIMIT_PER_ACCOUNT : env.RESET_LIMIT_PER_ACCOUNT;
  const perAddress = action === 'login' ? env.LOGIN_LIMIT_PER_ADDRESS : env.RESET_LIMIT_PER_ADDRESS;
  return [
    {
      key: `${action}:account:${email.toLowerCase()}`,
      limit: perAccount,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    },
    {
      key: `${action}:address:${ctx.ipAddress}`,
      limit: perAddress,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    },
  ];
}

export async function register(ctx: ServiceContext, input: RegisterInput): Promise<SignedIn> {
  await enforceRateLimits(
    ctx.db,
    [
      {
        key: `register:address:${ctx.ipAddress}`,
        limit: ctx.env.LOGIN_LIMIT_PER_ADDRESS,
        windowSeconds: ctx.env.RATE_LIMIT_WINDOW_SECONDS,
      },
    ],
    authMessages.tooManyAttempts,
    ctx.clock.now(),
  );
  const passwordHash = await hashNewPassword(input.password, 'password');
  const row = await insertUser(ctx.db, {
    email: input.email,
    passwordHash,
    firstName: input.first_name,
    lastName: input.last_name,
    channelId: ctx.channel.id,
  });
  if (!row) throw new Conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
  const sessionToken = await startSession(ctx, row.id);
  await adoptVisitorCarts(ctx, ctx.visitorKey, row.id);
  await track(ctx, 'sign_up', { method: 'email' }, { userId: row.id });
  return { user: { ...row, permissions: [] }, sessionToken };
}

export async function login(ctx: ServiceContext, input: LoginInput): Promise<SignedIn> {
  await enforceRateLimits(
    ctx.db,
    limits(ctx, 'login', input.email),
    authMessages.tooManyAttempts,
    ctx.clock.now(),
  );
  const row = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) {
    throw new ValidationFailed(authMessages.invalidCredentials, {
      email: [authMessages.invalidCredentials],
    });
  }
  const sessionToken = await startSession(ctx, row.id);
  // ctx.visitorKey is still the guest session's key: the new one only reaches the cookie later.
  await adoptVisitorCarts(ctx, ctx.visitorKey, row.id);
  await track(ctx, 'login', { method: 'email' }, { userId: row.id });
  return { user: { ...row, permissions: await permissionsOf(ctx.db, row.id) }, sessionToken };
}

export async function logout(ctx: ServiceContext): Promise<{ sessionToken: string }> {
  if (ctx.user) {
    await revokeSession(ctx.db, ctx.visitorKey, ctx.clock.now());
    await track(ctx, 'logout');
  }
  return { sessionToken: newSessionToken() };
}

/**
 * Answers the same whether or not the email is known, and sends the link only when it is.
 * Delivery happens after the answer, so timing tells nothing either.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: PasswordResetRequestInput,
): Promise<{ message: string }> {
  await enforceRateLimits(
    ctx.db,
    limits(ctx, 'reset', input.email),
    authMessages.tooManyAttempts,
    ctx.clock.now(),
  );
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) await sendPasswordResetLink(ctx, user);
  return { message: authMessages.resetLinkSent };
}

/**
 * Mails the user a new reset link (any earlier one stops working): asked for by the user, or by
 * staff for them. `record` writes in the link's transaction (staff's audit record).
 */
export async function sendPasswordResetLink(
  ctx: ServiceContext,
  user: { id: number; email: string; firstName: string },
  record?: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  const token = randomToken(32);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await expireOpenResetsOf(tx, user.id, now);
    await insertPasswordReset(tx, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000),
    });
    await ctx.mailer.enqueue(
      tx,
      passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        resetUrl: `${ctx.env.PUBLIC_URL}/password/reset/${token}?email=${encodeURIComponent(user.email)}`,
        channel: ctx.channel.config,
        validMinutes: PASSWORD_RESET_VALID_MINUTES,
      }),
    );
    await record?.(tx);
  });
  ctx.mailer.kick();
  await track(ctx, 'password_reset_requested', {}, { userId: user.id });
}

/** Sets the new password, ends every session of the user and signs in on this one. */
export async function resetPassword(
  ctx: ServiceContext,
  input: PasswordResetInput,
): Promise<SignedIn> {
  await enforceRateLimits(
    ctx.db,
    limits(ctx, 'reset', input.email),
    authMessages.tooManyAttempts,
    ctx.clock.now(),
  );
  const invalid = () =>
    new ValidationFailed(authMessages.resetTokenInvalid, {
      token: [authMessages.resetTokenInvalid],
    });
  // Before the link is used: a refused password leaves it valid for the next try.
  const passwordHash = await hashNewPassword(input.password, 'password');
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumePasswordReset(tx, sha256(input.token), ctx.clock.now());
    if (id === undefined) return undefined;
    const user = await findUserById(tx, id);
    if (!user || user.email.toLowerCase() !== input.email.toLowerCase()) throw invalid();
    await updatePasswordHash(tx, id, passwordHash);
    await revokeAllSessionsOf(tx, id, ctx.clock.now());
    return id;
  });
  if (userId === undefined) throw invalid();
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Unauthenticated(authMessages.unauthenticated);
  const sessionToken = await startSession(ctx, userId);
  await adoptVisitorCarts(ctx, ctx.visitorKey, userId);
  await track(ctx, 'password_reset', {}, { userId });
  return { user: { ...user, permissions: await permissionsOf(ctx.db, userId) }, sessionToken };
}
