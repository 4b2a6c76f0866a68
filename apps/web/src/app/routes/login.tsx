import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LoginInput } from '@mealbox/contracts';
import { EmailField, StoreForm } from '../../components/forms/store-form';
import { FormTextField } from '../../components/forms/form-text-field';
import { useStoreForm } from '../../components/forms/use-store-form';
import { FormPage } from '../../components/layout/page-section';
import { useLogin } from '../../features/auth/api/auth';

export default function LoginRoute() {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const { control, banner, submit } = useStoreForm(LoginInput, { email: '', password: '' });
  const onSubmit = submit(async (values) => {
    await login.mutateAsync(values);
    const from = (location.state as { from?: string } | null)?.from;
    await navigate(from ?? '/');
  });
  return (
    <FormPage title="Log in">
      <StoreForm onSubmit={onSubmit} banner={banner}>
        <EmailField control={control} />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/password/resetform">
            Forgot your password?
          </Link>
          <Typography variant="body2" component="span">
            New here?{' '}
            <Link component={RouterLink} to="/register">
              Create an account
            </Link>
          </Typography>
        </Box>
      </StoreForm>
    </FormPage>
  );
}
