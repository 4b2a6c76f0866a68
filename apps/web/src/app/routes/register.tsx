import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormPage } from '../../components/layout/page-section';
import { RegisterForm } from '../../features/accounts/register-form';

export default function RegisterRoute() {
  const navigate = useNavigate();
  return (
    <FormPage title="Create your account">
      <RegisterForm
        onDone={() => Promise.resolve(navigate('/'))}
        footer={
          <Typography variant="body2">
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Log in
            </Link>
          </Typography>
        }
      />
    </FormPage>
  );
}
