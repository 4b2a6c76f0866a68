import type { ReactNode } from 'react';
import { LoginInput } from '@mealbox/contracts';
import { EmailField, StoreForm } from '../../components/forms/store-form';
import { FormTextField } from '../../components/forms/form-text-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { useStoreForm } from '../../components/forms/use-store-form';
import { useLogin } from './api/login';

/** Email and password; `onDone` runs once the session is the customer's. */
export function LoginForm({ onDone, footer }: { onDone: () => Promise<void>; footer?: ReactNode }) {
  const login = useLogin();
  const { control, banner, submit } = useStoreForm(LoginInput, { email: '', password: '' });
  const onSubmit = submit(async (values) => {
    await login.mutateAsync(values);
    await onDone();
  });
  return (
    <StoreForm onSubmit={onSubmit} banner={banner}>
      <EmailField control={control} />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton pending={login.isPending} pendingText="Logging in…">
        Log in
      </SubmitButton>
      {footer}
    </StoreForm>
  );
}
