import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import { LoginForm, RegisterForm, useSession } from '../accounts';
import { cartKeys } from '../cart';
import { CheckoutSection } from './checkout-section';

/**
 * New or returning: two joined toggle buttons (aria-pressed), drawn as MUI's ToggleButtonGroup
 * draws them full width in the primary colour, without its components (some 5 KB gzipped on a
 * guest's checkout).
 */
const ModeChoice = styled('div')(({ theme }) => ({
  display: 'flex',
  '& > button': {
    ...theme.typography.button,
    flex: 1,
    padding: 11,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.action.active,
    transition: theme.transitions.create(['background-color', 'color']),
    '&:hover': { backgroundColor: alpha(theme.palette.text.primary, 0.04) },
    '&[aria-pressed="true"]': {
      color: theme.palette.primary.main,
      backgroundColor: alpha(theme.palette.primary.main, 0.08),
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
    },
  },
  '& > button:first-of-type': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  '& > button:last-of-type': {
    marginLeft: -1,
    borderLeftColor: 'transparent',
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
  '& > button:last-of-type[aria-pressed="true"]': {
    borderLeftColor: alpha(theme.palette.primary.main, 0.5),
  },
}));

/**
 * Checkout step 1: who is ordering. A guest logs in or creates an account right here; the box
 * they filled goes with them (the server merges it into their cart). Memoized: checkout redraws
 * as its box and price arrive, and this form does not depend on them.
 */
export const AccountSection = memo(function AccountSection({ step }: { step: number }) {
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
      <ModeChoice role="group" aria-label="New or returning customer">
        <ButtonBase aria-pressed={mode === 'register'} onClick={() => setMode('register')}>
          I’m new here
        </ButtonBase>
        <ButtonBase aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
          I have an account
        </ButtonBase>
      </ModeChoice>
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
});
