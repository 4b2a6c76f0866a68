import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormPage } from '../../components/layout/page-section';
import { LoginForm } from '../../features/accounts/login-form';

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <FormPage title="Log in">
      <LoginForm
        onDone={() => Promise.resolve(navigate(from ?? '/'))}
        footer={
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
        }
      />
    </FormPage>
  );
}
