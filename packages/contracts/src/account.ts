import { z } from 'zod';
import { authMessages, formMessages } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string({ error: 'Email Address is required' })
  .trim()
  .min(1, 'Email Address is required')
  .max(254, formMessages.invalidEmail)
  .pipe(z.email(formMessages.invalidEmail));

const newPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long.')
    .max(200, 'Password must be at most 200 characters long.');

export const LoginInput = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z
  .object({
    first_name: z.string({ error: 'First Name is required' }).trim().min(1, 'First Name is required').max(100),
    last_name: z.string({ error: 'Last Name is required' }).trim().min(1, 'Last Name is required').max(100),
    email,
    password: newPassword('Password is required'),
    password_confirm: z
      .string({ error: 'Confirm Password is required' })
      .min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    message: 'Both password entries must match.',
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

export const PasswordResetRequestInput = z.object({ email });
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestInput>;

export const PasswordResetInput = z
  .object({
    token: z.string().min(1, authMessages.resetTokenInvalid).max(200),
    email,
    password: newPassword('New Password is required'),
    password_confirm: z
      .string({ error: 'Confirm New Password is required' })
      .min(1, 'Confirm New Password is required'),
  })
  .refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    message: 'Both new password entries must match.',
  });
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

/** Spec §5, password change: the messages are verbatim. */
export const UpdatePasswordInput = z
  .object({
    password: z
      .string({ error: 'Current Password is required' })
      .min(1, 'Current Password is required'),
    new_password: newPassword('New Password is required'),
    new_password_confirm: z
      .string({ error: 'Confirm New Password is required' })
      .min(1, 'Confirm New Password is required'),
  })
  .refine((v) => v.new_password !== v.password, {
    path: ['new_password'],
    message: 'New password cannot be the same as the current password',
  })
  .refine((v) => v.new_password === v.new_password_confirm, {
    path: ['new_password_confirm'],
    message: 'Both new password entries must match.',
  });
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

/** Spec §5, email change: the messages are verbatim. */
export const UpdateEmailInput = z
  .object({
    email: z
      .string({ error: 'New Email Address is required' })
      .trim()
      .min(1, 'New Email Address is required')
      .pipe(z.email(formMessages.invalidEmail)),
    email_confirm: z
      .string({ error: 'Confirm New Email is required' })
      .trim()
      .min(1, 'Confirm New Email is required'),
  })
  .refine((v) => v.email.toLowerCase() === v.email_confirm.toLowerCase(), {
    path: ['email_confirm'],
    message: 'Both email entries must match.',
  });
export type UpdateEmailInput = z.infer<typeof UpdateEmailInput>;
