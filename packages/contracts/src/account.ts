import * as z from 'zod/mini';
import { authMessages, formMessages } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;

/** A required text field: trimmed, with the spec's "is required" message when empty. */
const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max));

const email = (requiredMessage = 'Email Address is required') =>
  z.pipe(
    z
      .string({ error: requiredMessage })
      .check(
        z.trim(),
        z.minLength(1, requiredMessage),
        z.maxLength(254, formMessages.invalidEmail),
      ),
    z.email(formMessages.invalidEmail),
  );

const password = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.minLength(1, requiredMessage),
      z.minLength(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long.'),
      z.maxLength(200, 'Password must be at most 200 characters long.'),
    );

/** A confirmation field: required with its own message (its match is checked on the object). */
const confirmation = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(z.minLength(1, requiredMessage));

export const LoginInput = z.object({
  email: email(),
  password: confirmation('Password is required'),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z
  .object({
    first_name: requiredText('First Name is required', 100),
    last_name: requiredText('Last Name is required', 100),
    email: email(),
    password: password('Password is required'),
    password_confirm: confirmation('Confirm Password is required'),
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
    password: password('New Password is required'),
    password_confirm: confirmation('Confirm New Password is required'),
  })
  .check(
    z.refine((v) => v.password === v.password_confirm, {
      path: ['password_confirm'],
      message: 'Both new password entries must match.',
    }),
  );
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

/** Spec §5, password change: the messages are verbatim. */
export const UpdatePasswordInput = z
  .object({
    password: confirmation('Current Password is required'),
    new_password: password('New Password is required'),
    new_password_confirm: confirmation('Confirm New Password is required'),
  })
  .check(
    z.refine((v) => v.new_password !== v.password, {
      path: ['new_password'],
      message: 'New password cannot be the same as the current password',
    }),
    z.refine((v) => v.new_password === v.new_password_confirm, {
      path: ['new_password_confirm'],
      message: 'Both new password entries must match.',
    }),
  );
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

/** Spec §5, email change: the messages are verbatim. */
export const UpdateEmailInput = z
  .object({
    email: email('New Email Address is required'),
    email_confirm: requiredText('Confirm New Email is required', 254),
  })
  .check(
    z.refine((v) => v.email.toLowerCase() === v.email_confirm.toLowerCase(), {
      path: ['email_confirm'],
      message: 'Both email entries must match.',
    }),
  );
export type UpdateEmailInput = z.infer<typeof UpdateEmailInput>;
