import {
  adminUserMessages,
  authMessages,
  type AdminCancelInput,
  type AdminCustomer,
  type AdminMessage,
  type AdminUser,
  type AdminUserCreateInput,
  type AdminUserSaved,
  type AdminUsersPage,
  type AdminUsersQuery,
  type AdminUserUpdateInput,
  type AdminWeekInput,
  type BalanceAdjusted,
  type BalanceAdjustmentInput,
  type Permission,
  type SubscriptionsCancelled,
  type WeekChanged,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import type { ChannelDirectory } from '../channels/channels.service.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { randomToken } from '../../lib/tokens.ts';
import { recordStaffChange, recordStaffChanges, staffChangeWhen } from '../audit/audit.service.ts';
import {
  cancelSubscriptionsFor,
  schedule,
  skipWeekFor,
  unskipWeekFor,
} from '../subscriptions/subscriptions.service.ts';
import { findOwnedWeek } from '../subscriptions/subscriptions.repository.ts';
import { sendPasswordResetLink } from './accounts.service.ts';
import { toCurrentUser } from './current-user.ts';
import { hashNewPassword, hashPassword } from './passwords.ts';
import { signedIn } from './signed-in.ts';
import { revokeAllSessionsOf, revokeOtherSessionsOf } from './sessions.repository.ts';
import {
  adjustGiftCardBalance,
  channelNameOf,
  listOrdersOfCustomer,
  listUsersPage,
  setPermissions,
  updateUserProfile,
} from './users-admin.repository.ts';
import {
  findUserById,
  grantPermissions,
  insertUser,
  permissionsOf,
  type UserRow,
} from './users.repository.ts';

/** What a user edit can never take from the editor themselves: they would be locked out. */
const KEPT_BY_SELF: readonly Permission[] = ['view-admin', 'manage-users'];

const ORDERS_SHOWN = 50;

const emailTaken = () =>
  new Conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });

const uniquePermissions = (held: readonly Permission[]) => [...new Set(held)].sort();

/** GET /api/admin/users: one page of customers and staff. */
export async function listUsers(
  ctx: ServiceContext,
  query: AdminUsersQuery,
): Promise<AdminUsersPage> {
  const { rows, total } = await listUsersPage(ctx.db, query);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      channel: r.channel,
      permissions: r.permissions,
      gift_card_balance: r.giftCardBalanceCents,
      active_subscriptions: r.activeSubscriptions,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

async function userOr404(ctx: ServiceContext, id: number): Promise<UserRow> {
  const row = await findUserById(ctx.db, id);
  if (!row) throw new NotFound(adminUserMessages.notFound);
  return row;
}

async function adminUserOf(ctx: ServiceContext, row: UserRow): Promise<AdminUser> {
  const [held, channel] = await Promise.all([
    permissionsOf(ctx.db, row.id),
    channelNameOf(ctx.db, row.channelId),
  ]);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    channel,
    permissions: held,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/users/:id: a user's profile and permissions. */
export async function getUser(ctx: ServiceContext, id: number): Promise<AdminUser> {
  return adminUserOf(ctx, await userOr404(ctx, id));
}

/** The fields of a user that the audit trail compares. */
const audited = (user: Omit<AdminUser, 'id' | 'channel' | 'created_at'>) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  permissions: user.permissions,
});

/**
 * POST /api/admin/users: a new user in this store, with the permissions given. Without a
 * password they get a reset link to choose one (their account's password is a random secret
 * nobody knows until then). An email already taken, whatever its case, is refused.
 */
export async function createUser(
  ctx: ServiceContext,
  input: AdminUserCreateInput,
): Promise<AdminUserSaved> {
  const held = uniquePermissions(input.permissions);
  const passwordHash = input.password
    ? await hashNewPassword(input.password, 'password')
    : await hashPassword(randomToken(32));
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      channelId: ctx.channel.id,
    });
    if (!inserted) throw emailTaken();
    await grantPermissions(tx, inserted.id, held);
    await recordStaffChange(tx, ctx, {
      entity: 'user',
      entityId: inserted.id,
      customerId: inserted.id,
      action: 'create',
      after: audited({ ...input, permissions: held }),
    });
    return inserted;
  });
  if (input.send_reset_link) await mailResetLink(ctx, row);
  return { message: adminUserMessages.created, user: await adminUserOf(ctx, row) };
}

/**
 * PUT /api/admin/users/:id: profile and permissions (and a new password when one is typed, which
 * ends the user's other sessions). Nobody takes view-admin or manage-users from themselves.
 */
export async function updateUser(
  ctx: ServiceContext,
  id: number,
  input: AdminUserUpdateInput,
): Promise<AdminUserSaved> {
  const actor = signedIn(ctx);
  const held = uniquePermissions(input.permissions);
  if (id === actor.id) {
    const lost = KEPT_BY_SELF.find((p) => !held.includes(p));
    if (lost) {
      const message = adminUserMessages.selfLockout(lost);
      throw new ValidationFailed(message, { permissions: [message] });
    }
  }
  const row = await userOr404(ctx, id);
  const before = await adminUserOf(ctx, row);
  const passwordHash = input.password
    ? await hashNewPassword(input.password, 'password')
    : row.passwordHash;
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      await updateUserProfile(
        tx,
        id,
        {
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash,
        },
        now,
      );
      await setPermissions(tx, id, held);
      if (input.password) {
        if (id === actor.id) await revokeOtherSessionsOf(tx, id, ctx.visitorKey, now);
        else await revokeAllSessionsOf(tx, id, now);
      }
      await recordStaffChange(tx, ctx, {
        entity: 'user',
        entityId: id,
        customerId: id,
        action: 'update',
        before: { ...audited(before), ...(input.password ? { password: 'kept' } : {}) },
        after: {
          ...audited({ ...input, permissions: held }),
          ...(input.password ? { password: 'changed' } : {}),
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { message: adminUserMessages.saved, user: await getUser(ctx, id) };
}

/** GET /api/admin/customers/:id: the record, payment status, schedule and orders. */
export async function getCustomer(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  id: number,
): Promise<AdminCustomer> {
  const row = await userOr404(ctx, id);
  const [held, channel, weeks, placed] = await Promise.all([
    permissionsOf(ctx.db, id),
    channelNameOf(ctx.db, row.channelId),
    schedule(await inCustomersChannel(ctx, channels, row), id),
    listOrdersOfCustomer(ctx.db, id, ORDERS_SHOWN),
  ]);
  return {
    user: toCurrentUser({ ...row, permissions: held }, ctx.clock.now()),
    channel,
    created_at: row.createdAt.toISOString(),
    schedule: weeks,
    orders: placed.map((o) => ({
      id: o.id,
      week: o.week,
      status: o.status,
      kind: o.kind,
      total: o.totalCents,
      created_at: o.createdAt.toISOString(),
    })),
  };
}

/**
 * The request's context in the customer's own store: their weeks, menus, deadlines and cancel
 * are the ones their own calls see there, whichever store's host staff work from.
 */
async function inCustomersChannel(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  customer: UserRow,
): Promise<ServiceContext> {
  if (customer.channelId === null || customer.channelId === ctx.channel.id) return ctx;
  const channel = (await channels.all()).find((c) => c.id === customer.channelId);
  return channel ? { ...ctx, channel } : ctx;
}

/** The audit trail's name of a week's state field (the panel shows "week …: before → after"). */
const weekField = (week: string) => `week ${week}`;

/**
 * POST /api/admin/customers/:id/skip-week: the customer's own skip (same rules, same deadline),
 * recorded in the skip's own statement.
 */
export async function skipWeekOnBehalf(
  staffCtx: ServiceContext,
  channels: ChannelDirectory,
  id: number,
  input: AdminWeekInput,
): Promise<WeekChanged> {
  const customer = await userOr404(staffCtx, id);
  const ctx = await inCustomersChannel(staffCtx, channels, customer);
  const target = { subscriptionId: input.subscription_id, userId: id, week: input.week };
  const owned = await findOwnedWeek(ctx.db, target);
  const field = weekField(input.week);
  return skipWeekFor(ctx, customer, input, {
    also: (moved) =>
      staffChangeWhen(
        ctx,
        {
          entity: 'subscription',
          entityId: input.subscription_id,
          customerId: id,
          action: 'skip week',
          before: { [field]: owned?.state ?? 'pending' },
          after: { [field]: 'skipped' },
        },
        moved,
      ),
  });
}

/** POST /api/admin/customers/:id/unskip-week: the customer's own unskip, recorded with it. */
export async function unskipWeekOnBehalf(
  staffCtx: ServiceContext,
  channels: ChannelDirectory,
  id: number,
  input: AdminWeekInput,
): Promise<WeekChanged> {
  const customer = await userOr404(staffCtx, id);
  const ctx = await inCustomersChannel(staffCtx, channels, customer);
  const field = weekField(input.week);
  return unskipWeekFor(ctx, customer, input, {
    also: (moved) =>
      staffChangeWhen(
        ctx,
        {
          entity: 'subscription',
          entityId: input.subscription_id,
          customerId: id,
          action: 'unskip week',
          before: { [field]: 'skipped' },
          after: { [field]: 'unskipped' },
        },
        moved,
      ),
  });
}

/**
 * POST /api/admin/customers/:id/cancel-subscriptions: the customer's own cancel, with the
 * optional reason, each subscription cancelled recorded in the cancel's transaction.
 */
export async function cancelOnBehalf(
  staffCtx: ServiceContext,
  channels: ChannelDirectory,
  id: number,
  input: AdminCancelInput,
): Promise<SubscriptionsCancelled> {
  const ctx = await inCustomersChannel(staffCtx, channels, await userOr404(staffCtx, id));
  return cancelSubscriptionsFor(ctx, id, input, ctx.clock.now(), (tx, cancelled) =>
    recordStaffChanges(
      tx,
      ctx,
      cancelled.map((subscriptionId) => ({
        entity: 'subscription' as const,
        entityId: subscriptionId,
        customerId: id,
        action: 'cancel',
        before: { status: 'active' },
        after: { status: 'cancelled' },
        reason: input.reason || null,
      })),
    ),
  );
}

/**
 * POST /api/admin/customers/:id/gift-card-balance: adds to (or takes from) the balance, with the
 * reason, never below zero: the conditional update decides, so two adjustments at once cannot
 * take more than there is.
 */
export async function adjustBalance(
  ctx: ServiceContext,
  id: number,
  input: BalanceAdjustmentInput,
): Promise<BalanceAdjusted> {
  await userOr404(ctx, id);
  const balance = await ctx.db.transaction(async (tx) => {
    const after = await adjustGiftCardBalance(tx, id, input.amount, ctx.clock.now());
    if (after === undefined) return undefined;
    await recordStaffChange(tx, ctx, {
      entity: 'user',
      entityId: id,
      customerId: id,
      action: 'adjust gift card balance',
      before: { gift_card_balance: after - input.amount },
      after: { gift_card_balance: after },
      reason: input.reason,
    });
    return after;
  });
  if (balance === undefined) {
    throw new ValidationFailed(adminUserMessages.balanceBelowZero, {
      amount: [adminUserMessages.balanceBelowZero],
    });
  }
  return { message: adminUserMessages.balanceAdjusted, gift_card_balance: balance };
}

function mailResetLink(ctx: ServiceContext, user: UserRow): Promise<void> {
  return sendPasswordResetLink(ctx, user, (tx) =>
    recordStaffChange(tx, ctx, {
      entity: 'user',
      entityId: user.id,
      customerId: user.id,
      action: 'send password reset link',
    }),
  );
}

/** POST /api/admin/customers/:id/password-reset: the customer's own reset link, mailed to them. */
export async function sendResetLinkOnBehalf(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  id: number,
): Promise<AdminMessage> {
  const customer = await userOr404(ctx, id);
  // The mail carries the customer's store's name and look, as their own request's would.
  await mailResetLink(await inCustomersChannel(ctx, channels, customer), customer);
  return { message: adminUserMessages.resetLinkSent };
}
