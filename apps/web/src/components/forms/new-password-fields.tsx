import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

/** A new password and its confirmation (register, password reset). */
export function NewPasswordFields<T extends FieldValues>({
  control,
  label = 'Password',
  helperText,
}: {
  control: Control<T>;
  label?: string;
  helperText?: string;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as FieldPath<T>}
        label={label}
        type="password"
        autoComplete="new-password"
        {...(helperText ? { helperText } : {})}
      />
      <FormTextField
        control={control}
        name={'password_confirm' as FieldPath<T>}
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
