import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../components/placeholder';
import Typography from '@mui/material/Typography';
import type { Cart } from '@mealbox/contracts';
import { formatPrice } from '../../components/meals/format';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../accounts';
import { useCartQuery } from '../cart';
import { useUi } from '../../lib/ui-store';
import { parseMenuQuery } from '../catalog';
import { WizardSteps } from '../wizard';
import { AccountSection } from './account-section';
import { quoteRevision, useQuote } from './api/get-quote';
import { usePlaceOrder } from './api/place-order';
import { boxNotReady } from './box-readiness';
import { OrderSummary } from './order-summary';

const FORM_ID = 'checkout-form';

// Steps 2 and 3 (the shipping and payment form, its rules and the order's submission) are their
// own chunk, loaded once someone is signed in: a guest sees only the placeholders below.
const CheckoutDetailsForm = lazy(() => import('./checkout-details-form'));

function EmptyBox() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        Your box is empty
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose a plan and fill your box, then come back here to check out.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Choose a plan
        </Button>
        <Button component={RouterLink} to="/meals" variant="outlined">
          Browse the menu
        </Button>
      </Box>
    </Container>
  );
}

const SignInFirst = memo(function SignInFirst({ step, title }: { step: number; title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, color: 'text.secondary' }}>
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        {step}. {title}
      </Typography>
      <Typography sx={{ mt: 1 }}>Log in or create your account first.</Typography>
    </Paper>
  );
});

/** Steps 2 and 3 while their code arrives, for a customer who is signed in. */
function DetailsLoading() {
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label="Loading the shipping and payment form"
      sx={{ p: { xs: 2, sm: 3 }, color: 'text.secondary', minHeight: 480 }}
    >
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        2. Shipping address
      </Typography>
    </Paper>
  );
}

/** The order summary's place while the box loads. */
function SummaryLoading() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      role="status"
      aria-label="Loading your box"
    >
      <Skeleton variant="text" width="40%" sx={{ fontSize: 20 }} />
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      <Skeleton variant="text" width="60%" sx={{ mt: 2 }} />
    </Paper>
  );
}

/** What stops the order, and the way back to fix it. */
function BoxNotReady({ message, cart }: { message: string; cart: Cart }) {
  const pickMeals = cart.meal_plan ? '/?step=meals' : '/meals';
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={pickMeals} color="inherit" size="small">
          Edit my box
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * /checkout: the account, the shipping address, the card, the codes and Subscribe & Save, and the
 * order summary, then one press to place the order. Each attempt carries an idempotency key, so a
 * double click or a retry after a lost answer gives one order and one charge.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  // The week comes with the link from the menu (?week=) or from the box the menu showed.
  const cartWeek = useUi((s) => s.cartWeek);
  const week = parseMenuQuery(params).week ?? cartWeek ?? undefined;
  const cart = useCartQuery(week);
  const user = useSession((s) => s.user);
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  // The whole page draws from the box: drawing it as a deferred (interruptible) render keeps a
  // slow phone's main thread free while it happens (Total Blocking Time).
  const data = useDeferredValue(cart.data);
  // Priced once the box is known (not once before and again after).
  const quote = useQuote(week, discountCode, quoteRevision(data, user), Boolean(data));
  const place = usePlaceOrder();
  const [banner, setBanner] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);

  if (placed) return <PageLoading />;
  if (cart.isError) {
    return <LoadFailed title="We couldn’t load your box" onRetry={() => void cart.refetch()} />;
  }
  if (data?.cart_count === 0) return <EmptyBox />;

  // Until the box is known (a signed-in customer's checkout, which the browser draws) the page
  // stands with its sections and a placeholder for the summary, so only the summary is drawn when
  // it arrives. A guest's page carries their box and its price: the server draws both.
  const notReady = data ? boxNotReady(data) : null;
  const total = quote.data?.card;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <WizardSteps active={2} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 3 }}>
        Checkout
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <AccountSection step={1} />
          {user ? (
            <Suspense fallback={<DetailsLoading />}>
              <CheckoutDetailsForm
                formId={FORM_ID}
                week={week}
                discountCode={discountCode}
                place={place}
                onBanner={setBanner}
                onPlaced={() => setPlaced(true)}
              />
            </Suspense>
          ) : (
            <>
              <SignInFirst step={2} title="Shipping address" />
              <SignInFirst step={3} title="Payment" />
            </>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
          {data ? (
            <OrderSummary
              cart={data}
              week={week}
              quote={quote.data}
              quoteError={quote.error}
              discountCode={discountCode}
              onDiscountCode={setDiscountCode}
            />
          ) : (
            <SummaryLoading />
          )}
          {data && notReady && <BoxNotReady message={notReady} cart={data} />}
          {banner && (
            <Alert severity="error" role="alert">
              {banner}
            </Alert>
          )}
          <Button
            type="submit"
            form={FORM_ID}
            variant="contained"
            size="large"
            fullWidth
            disabled={!user || !data || Boolean(notReady) || place.isPending}
          >
            {place.isPending
              ? 'Placing your order…'
              : total !== undefined
                ? `Place order · ${formatPrice(total)}`
                : 'Place order'}
          </Button>
          {!user && (
            <Typography sx={{ fontSize: 14, color: 'text.secondary', textAlign: 'center' }}>
              Log in or create your account to place your order.
            </Typography>
          )}
        </Box>
      </Box>
    </Container>
  );
}
