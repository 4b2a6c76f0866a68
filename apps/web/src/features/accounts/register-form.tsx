import type { ReactNode } from 'react';
import { RegisterInput } from '@mealbox/contracts';
import { FieldPair } from '../../components/forms/field-pair';
import { EmailField, StoreForm } from '../../components/forms/store-form';
import { FormTextField } from '../../components/forms/form-text-field';
import { NewPasswordFields } from '../../components/forms/new-password-fields';
import { SubmitButton } from '../../components/forms/submit-button';
import { useStoreForm } from '../../components/forms/use-store-form';
import { useRegister } from './api/register';

/** A new account; `onDone` runs once the customer is signed in to it. */
export function RegisterForm({
  onDone,
  footer,
}: {
  onDone: () => Promise<void>;
  footer?: ReactNode;
}) {
  const register = useRegister();
  const { control, banner, submit } = useStoreForm(RegisterInput, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    password_confirm: '',
  });
  const onSubmit = submit(async (values) => {
    await register.mutateAsync(values);
    await onDone();
  });
  return (
    <StoreForm onSubmit={onSubmit} banner={banner}>
      <FieldPair>
        <FormTextField
          control={control}
          name="first_name"
          label="First Name"
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="last_name"
          label="Last Name"
          autoComplete="family-name"
        />
      </FieldPair>
      <EmailField control={control} />
      <NewPasswordFields control={control} helperText="At least 8 characters." />
      <SubmitButton pending={register.isPending} pendingText="Creating your account…">
        Create account
      </SubmitButton>
      {footer}
    </StoreForm>
  );
}
