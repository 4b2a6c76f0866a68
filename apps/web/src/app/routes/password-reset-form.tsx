import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PasswordResetRequestInput } from '@mealbox/contracts';
import { EmailField, StoreForm } from '../../components/forms/store-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { useStoreForm } from '../../components/forms/use-store-form';
import { FormPage } from '../../components/layout/page-section';
import { useRequestPasswordReset } from '../../features/accounts/api/request-password-reset';

export default function PasswordResetFormRoute() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const { control, banner, submit } = useStoreForm(PasswordResetRequestInput, { email: '' });
  const onSubmit = submit(async (values) => {
    setSent((await request.mutateAsync(values)).message);
  });
  return (
    <FormPage title="Reset your password">
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <StoreForm onSubmit={onSubmit} banner={banner}>
          <Typography>
            Enter the email address of your account and we will send you a link to choose a new
            password.
          </Typography>
          <EmailField control={control} />
          <SubmitButton pending={request.isPending}>Send reset link</SubmitButton>
        </StoreForm>
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          Back to log in
        </Link>
      </Typography>
    </FormPage>
  );
}
