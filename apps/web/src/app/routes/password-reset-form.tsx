import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PasswordResetRequestInput } from '@mealbox/contracts';
import { FormTextField } from '../../components/forms/form-text-field';
import { useStoreForm } from '../../components/forms/use-store-form';
import { FormPage } from '../../components/layout/page-section';
import { useRequestPasswordReset } from '../../features/auth/api/auth';

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
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
          <Typography>
            Enter the email address of your account and we will send you a link to choose a new
            password.
          </Typography>
          {banner && <Alert severity="error">{banner}</Alert>}
          <FormTextField
            control={control}
            name="email"
            label="Email Address"
            type="email"
            autoComplete="email"
          />
          <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
            Send reset link
          </Button>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          Back to log in
        </Link>
      </Typography>
    </FormPage>
  );
}
