import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LoginForm, RegisterForm, useSession } from '../accounts';
import { cartKeys } from '../cart';
import { CheckoutSection } from './checkout-section';

/**
 * Checkout step 1: who is ordering. A guest logs in or creates an account right here; the box
 * they filled goes with them (the server merges it into their cart).
 */
export function AccountSection({ step }: { step: number }) {
  const user = useSession((s) => s.user);
  const client = useQueryClient();
  const [mode, setMode] = useState<'register' | 'login'>('register');
  const signedIn = () => client.invalidateQueries({ queryKey: cartKeys.all });

  if (user) {
    return (
      <CheckoutSection step={step} title="Account">
        <Typography>
          Signed in as <strong>{user.email}</strong>.{' '}
          <Link component={RouterLink} to="/logout">
            Not you? Log out
          </Link>
        </Typography>
      </CheckoutSection>
    );
  }
  return (
    <CheckoutSection step={step} title="Account">
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={mode}
        onChange={(_e, next: 'register' | 'login' | null) => next && setMode(next)}
        aria-label="New or returning customer"
      >
        <ToggleButton value="register">I’m new here</ToggleButton>
        <ToggleButton value="login">I have an account</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'register' ? (
        <RegisterForm onDone={signedIn} />
      ) : (
        <LoginForm
          onDone={signedIn}
          footer={
            <Link component={RouterLink} to="/password/resetform">
              Forgot your password?
            </Link>
          }
        />
      )}
    </CheckoutSection>
  );
}
