import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RegisterInput } from '@mealbox/contracts';
import { EmailField, StoreForm } from '../../components/forms/store-form';
import { FormTextField } from '../../components/forms/form-text-field';
import { useStoreForm } from '../../components/forms/use-store-form';
import { FormPage } from '../../components/layout/page-section';
import { useRegister } from '../../features/auth/api/auth';

export default function RegisterRoute() {
  const register = useRegister();
  const navigate = useNavigate();
  const { control, banner, submit } = useStoreForm(RegisterInput, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    password_confirm: '',
  });
  const onSubmit = submit(async (values) => {
    await register.mutateAsync(values);
    await navigate('/');
  });
  return (
    <FormPage title="Create your account">
      <StoreForm onSubmit={onSubmit} banner={banner}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
        </Box>
        <EmailField control={control} />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText="At least 8 characters."
        />
        <FormTextField
          control={control}
          name="password_confirm"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
          {register.isPending ? 'Creating your account…' : 'Create account'}
        </Button>
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Typography>
      </StoreForm>
    </FormPage>
  );
}
