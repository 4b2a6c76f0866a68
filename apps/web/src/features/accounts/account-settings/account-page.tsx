import { lazy, useCallback, useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { GiftCardCode } from '../../gift-cards';
import { useSession } from '../session-store';
import { revalidateSession } from './api/update-account';
import { useValidatedSession } from './api/validate-session';
import { resetAccountPage, useAccountPage } from './account-page-store';
import {
  AccountInfoView,
  MealPreferencesView,
  PasswordView,
  PaymentView,
  ShippingView,
} from './account-views';
import { CardNotice, cardNoticeStatus } from './card-notice';
import { EditSection, SectionCard } from './edit-section';

// Each form (its schema, react-hook-form, the fields) loads on its section's first Edit.
const ShippingForm = lazy(() => import('./shipping-form'));
const PaymentForm = lazy(() => import('./payment-form'));
const EmailForm = lazy(() => import('./email-form'));
const PasswordForm = lazy(() => import('./password-form'));
const MealPreferencesForm = lazy(() => import('./meal-preferences-form'));

/**
 * The account settings screen (spec §2): the title, the card notice, the banners, the greeting,
 * then the sections in two columns. The subscriptions feature's pieces come in from the route:
 * the status line under the greeting, Plan Status at the end of the right column.
 */
export function AccountPage({
  statusLine,
  planStatus,
  orderedOrPickedThisWeek,
  openPayment = false,
}: {
  /** Under the greeting: the week's status line (spec §2). */
  statusLine?: ReactNode;
  /** The right column's last section (spec §2: only when subscription_offer is Y). */
  planStatus?: ReactNode;
  /** The customer ordered or picked a cart product this week: the card notice may show. */
  orderedOrPickedThisWeek: boolean;
  /** /account-settings/change_payment_method: open the payment section and scroll to it. */
  openPayment?: boolean;
}) {
  const user = useSession((s) => s.user);
  const paymentRef = useRef<HTMLElement>(null);

  const goToPayment = useCallback(() => {
    useAccountPage.getState().setEditing('payment', true);
    // After the form has taken the view's place, so the scroll ends where the form is.
    requestAnimationFrame(() =>
      paymentRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  }, []);

  useEffect(() => {
    resetAccountPage();
    if (openPayment) goToPayment();
    return resetAccountPage;
  }, [openPayment, goToPayment]);

  if (!user) return null;
  const notice = cardNoticeStatus(user.cc_expiring, orderedOrPickedThisWeek);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <SessionValidation />
      <Typography variant="h1" sx={{ mb: 2 }}>
        My Account
      </Typography>
      {notice && <CardNotice status={notice} onUpdate={goToPayment} />}
      <Banners />
      <Typography sx={{ fontSize: 20, fontWeight: 600, mb: 2 }}>Hello {user.first_name}</Typography>
      {statusLine}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Column>
          <EditSection
            section="shipping"
            title="Shipping Address"
            view={<ShippingView user={user} />}
            form={<ShippingForm user={user} />}
          />
          <EditSection
            section="payment"
            title="Payment Method"
            ref={paymentRef}
            view={<PaymentView user={user} />}
            form={<PaymentForm user={user} />}
          />
          <GiftCardsSection />
        </Column>
        <Column>
          <EditSection
            section="email"
            title="Customer Account Info"
            view={<AccountInfoView user={user} />}
            form={<EmailForm />}
          />
          <EditSection
            section="password"
            title="Password"
            view={<PasswordView />}
            form={<PasswordForm />}
          />
          <EditSection
            section="preferences"
            title="Meal Preferences"
            view={<MealPreferencesView user={user} />}
            form={<MealPreferencesForm user={user} />}
          />
          {planStatus}
        </Column>
      </Box>
    </Container>
  );
}

/**
 * Validates the session (spec §7) from a component that draws nothing: the read re-renders the
 * component that asked as it starts and as it answers, and that should not be the whole page.
 */
function SessionValidation() {
  useValidatedSession();
  return null;
}

function Column({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>{children}</Box>;
}

/**
 * The green and the red banner (spec §2). They stay in view under the header while the customer
 * scrolls, so a save far down the page still shows its outcome.
 */
function Banners() {
  const success = useAccountPage((s) => s.success_message);
  const error = useAccountPage((s) => s.error_message);
  const clear = useAccountPage((s) => s.clearMessages);
  return (
    <Box
      sx={{
        position: 'sticky',
        top: { xs: 60, lg: 64 },
        zIndex: 1,
        mb: success || error ? 2 : 0,
      }}
    >
      {success && (
        <Alert severity="success" variant="filled" role="status" onClose={clear}>
          {success}
        </Alert>
      )}
      {error && (
        <Alert severity="error" variant="filled" onClose={clear}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

function GiftCardsSection() {
  return (
    <SectionCard title="Gift Cards">
      <GiftCardCode alwaysShowBalance onSettled={() => revalidateSession()} />
    </SectionCard>
  );
}
