import * as z from 'zod/mini';
import { authMessages } from './messages.ts';
import { email as emailRule, required } from './validation/rules.ts';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The account pages' "is required" texts have no full stop (spec §5: 'Current Password is
 * required', 'New Email Address is required'); the generic rule's '{Name} is required.' does.
 */
const requiredText = (name: string) => `${name} is required`;

const text = (name: string, max: number) => required(name, { max, message: requiredText(name) });

const email = (name = 'Email Address') => emailRule(name, { message: requiredText(name) });

/** A new password, as typed (spaces count). */
const password = (name: string) =>
  z
    .string({ error: requiredText(name) })
    .check(
      z.minLength(1, requiredText(name)),
      z.minLength(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long.'),
      z.maxLength(200, 'Password must be at most 200 characters long.'),
    );

/** A password or a confirmation, as typed: required (its match is checked on the object). */
const confirmation = (name: string) =>
  z.string({ error: requiredText(name) }).check(z.minLength(1, requiredText(name)));

/**
 * The confirmation matches its password; an empty one already says it is required, so it is not
 * told that it does not match as well.
 */
const confirmed = <T extends Record<string, unknown>>(
  password: keyof T & string,
  confirm: keyof T & string,
) =>
  z.refine<T>((v) => v[confirm] === '' || v[password] === v[confirm], {
    path: [confirm],
    message: 'Both new password entries must match.',
  });

export const LoginInput = z.object({
  email: email(),
  password: confirmation('Password'),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z
  .object({
    first_name: text('First Name', 100),
    last_name: text('Last Name', 100),
    email: email(),
    password: password('Password'),
    password_confirm: confirmation('Confirm Password'),
  })
  .check(
    z.refine((v) => v.password === v.password_confirm, {
      path: ['password_confirm'],
      message: 'Both password entries must match.',
    }),
  );
export type RegisterInput = z.infer<typeof RegisterInput>;

export const PasswordResetRequestInput = z.object({ email: email() });
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestInput>;

export const PasswordResetInput = z
  .object({
    token: z.string().check(z.minLength(1, authMessages.resetTokenInvalid), z.maxLength(200)),
    email: email(),
    password: password('New Password'),
    password_confirm: confirmation('Confirm New Password'),
  })
  .check(confirmed('password', 'password_confirm'));
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

/** Spec §5, password change: the messages are verbatim. */
export const UpdatePasswordInput = z
  .object({
    password: confirmation('Current Password'),
    new_password: password('New Password'),
    new_password_confirm: confirmation('Confirm New Password'),
  })
  .check(
    z.refine((v) => v.password === '' || v.new_password !== v.password, {
      path: ['new_password'],
      message: 'New password cannot be the same as the current password',
    }),
    confirmed('new_password', 'new_password_confirm'),
  );
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

/** Spec §5, email change: the messages are verbatim. */
export const UpdateEmailInput = z
  .object({
    email: email('New Email Address'),
    email_confirm: text('Confirm New Email', 254),
  })
  .check(
    z.refine((v) => v.email.toLowerCase() === v.email_confirm.toLowerCase(), {
      path: ['email_confirm'],
      message: 'Both email entries must match.',
    }),
  );
export type UpdateEmailInput = z.infer<typeof UpdateEmailInput>;
