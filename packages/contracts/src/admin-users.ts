import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from './account.ts';
import { gridPage, gridQuery } from './admin.ts';
import { CANCEL_REASON_MAX, Schedule, SkipWeekInput } from './subscriptions.ts';
import { CurrentUser, Permission } from './user.ts';
import { email, required } from './validation/rules.ts';

// The admin's customers and staff: the list, a user's profile and permissions, and what staff do
// on a customer's behalf.

export const adminUserMessages = {
  created: 'The user has been created.',
  saved: 'The user has been saved.',
  selfLockout: (permission: Permission) =>
    `You cannot take ${permission} from yourself: nobody could give it back to you here.`,
  passwordOrLink: 'Set a password or send a password reset link.',
  notFound: 'There is no such user.',
  balanceAdjusted: 'The gift card balance has been adjusted.',
  balanceBelowZero: 'The gift card balance cannot go below $0.00.',
  amountNotZero: 'Enter an amount other than zero.',
  reasonRequired: 'Reason is required.',
  resetLinkSent: 'A password reset link has been sent to the customer.',
} as const;

/** Who a user is in the list: a customer holds no permission, staff hold at least one. */
export const USER_ROLES = ['customer', 'staff'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

export const ADMIN_USER_SORTS = ['id', 'name', 'email', 'gift_card_balance', 'created_at'] as const;

/** GET /api/admin/users: search (name or email), role and channel filters. */
export const AdminUsersQuery = gridQuery(ADMIN_USER_SORTS, {
  role: z.optional(UserRole),
  channel: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserRow = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  channel: z.nullable(z.string()),
  permissions: z.array(Permission),
  /** Cents. */
  gift_card_balance: z.int(),
  active_subscriptions: z.int(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUsersPage = gridPage(AdminUserRow);
export type AdminUsersPage = z.infer<typeof AdminUsersPage>;

/** A user's profile and permissions, as the edit page shows them. */
export const AdminUser = z.object({
  id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  channel: z.nullable(z.string()),
  permissions: z.array(Permission),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

const permissionList = z.array(Permission).check(z.maxLength(20));

/** A new password typed by staff: the account rules' length. */
const newPassword = z.string().check(
  z.maxLength(200, 'Password must be at most 200 characters long.'),
  z.refine((p) => p === '' || p.length >= PASSWORD_MIN_LENGTH, {
    message: 'Password must be at least 8 characters long.',
  }),
);

const profile = {
  first_name: required('First Name'),
  last_name: required('Last Name'),
  email: email(),
  permissions: permissionList,
};

/**
 * POST /api/admin/users: a new user with a password, or with none and a password reset link
 * mailed to them (they choose their own).
 */
export const AdminUserCreateInput = z
  .object({
    ...profile,
    password: z.optional(newPassword),
    send_reset_link: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.send_reset_link === true || Boolean(v.password), {
      path: ['password'],
      message: adminUserMessages.passwordOrLink,
    }),
  );
export type AdminUserCreateInput = z.infer<typeof AdminUserCreateInput>;

/** PUT /api/admin/users/:id: profile and permissions; a password only when one is typed. */
export const AdminUserUpdateInput = z.object({
  ...profile,
  password: z.optional(newPassword),
});
export type AdminUserUpdateInput = z.infer<typeof AdminUserUpdateInput>;

export const AdminUserSaved = z.object({ message: z.string(), user: AdminUser });
export type AdminUserSaved = z.infer<typeof AdminUserSaved>;

/** One order of the customer, linked to its admin page. */
export const AdminCustomerOrder = z.object({
  id: z.int(),
  week: z.string(),
  status: z.string(),
  kind: z.string(),
  /** Cents. */
  total: z.int(),
  created_at: z.string(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrder>;

/** GET /api/admin/customers/:id: the customer's record, schedule and orders. */
export const AdminCustomer = z.object({
  user: CurrentUser,
  channel: z.nullable(z.string()),
  created_at: z.string(),
  schedule: Schedule,
  orders: z.array(AdminCustomerOrder),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/** POST /api/admin/customers/:id/skip-week and /unskip-week: the customer's own call's body. */
export const AdminWeekInput = SkipWeekInput;
export type AdminWeekInput = SkipWeekInput;

/** POST /api/admin/customers/:id/cancel-subscriptions. */
export const AdminCancelInput = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(CANCEL_REASON_MAX))),
});
export type AdminCancelInput = z.infer<typeof AdminCancelInput>;

/** The largest adjustment at once ($10,000), in cents. */
export const BALANCE_ADJUSTMENT_MAX = 1_000_000;

/** POST /api/admin/customers/:id/gift-card-balance: cents to add (negative: to take), and why. */
export const BalanceAdjustmentInput = z.object({
  amount: z.coerce.number({ error: 'Amount must be a number.' }).check(
    z.int('Amount is in whole cents.'),
    z.minimum(-BALANCE_ADJUSTMENT_MAX),
    z.maximum(BALANCE_ADJUSTMENT_MAX),
    z.refine((n) => n !== 0, { message: adminUserMessages.amountNotZero }),
  ),
  reason: required('Reason', { max: 500, message: adminUserMessages.reasonRequired }),
});
export type BalanceAdjustmentInput = z.infer<typeof BalanceAdjustmentInput>;

export const BalanceAdjusted = z.object({ message: z.string(), gift_card_balance: z.int() });
export type BalanceAdjusted = z.infer<typeof BalanceAdjusted>;

export const AdminMessage = z.object({ message: z.string() });
export type AdminMessage = z.infer<typeof AdminMessage>;
