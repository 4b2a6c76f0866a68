import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

/**
 * A new password and its confirmation (register, password reset: `password`, `password_confirm`;
 * the account's password change: `new_password`, `new_password_confirm`).
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  label = 'Password',
  helperText,
  names = { password: 'password', confirm: 'password_confirm' },
}: {
  control: Control<T>;
  label?: string;
  helperText?: string;
  names?: { password: string; confirm: string };
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={names.password as FieldPath<T>}
        label={label}
        type="password"
        autoComplete="new-password"
        {...(helperText ? { helperText } : {})}
      />
      <FormTextField
        control={control}
        name={names.confirm as FieldPath<T>}
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
