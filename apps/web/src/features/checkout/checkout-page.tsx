import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Cart } from '@mealbox/contracts';
import { applyServerErrors } from '../../components/forms/server-errors';
import { formatPrice } from '../../components/meals/format';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/http';
import { useSession } from '../accounts';
import { useCartQuery } from '../cart';
import { useUi } from '../../lib/ui-store';
import { parseMenuQuery } from '../catalog';
import { WizardSteps } from '../wizard';
import { AccountSection } from './account-section';
import { useQuote } from './api/get-quote';
import { usePlaceOrder } from './api/place-order';
import { keyForNextAttempt } from './attempt-key';
import { boxNotReady } from './box-readiness';
import {
  CHECKOUT_FIELDS,
  checkoutDefaults,
  checkoutFormSchema,
  formFieldFor,
  placeOrderInput,
  type CheckoutFormValues,
} from './checkout-form';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { ShippingSection } from './shipping-section';

const FORM_ID = 'checkout-form';

/** Each submit is checked against the rules that apply to what the customer chose (spec §5). */
const resolver: Resolver<CheckoutFormValues> = (values, context, options) =>
  (zodResolver(checkoutFormSchema(values)) as unknown as Resolver<CheckoutFormValues>)(
    values,
    context,
    options,
  );

/** The server names card and billing fields under `payment`; the form keeps them apart. */
function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [formFieldFor(field), messages]),
  );
  return new ApiError(error.status, error.message, errors, error.fromServer);
}

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

function SignInFirst({ step, title }: { step: number; title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, color: 'text.secondary' }}>
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        {step}. {title}
      </Typography>
      <Typography sx={{ mt: 1 }}>Log in or create your account first.</Typography>
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
  const navigate = useNavigate();
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  // The whole page draws from the box: drawing it as a deferred (interruptible) render keeps a
  // slow phone's main thread free while it happens (Total Blocking Time).
  const data = useDeferredValue(cart.data);
  // Priced once the box is known (not once before and again after).
  const quote = useQuote(
    week,
    discountCode,
    [data?.subtotal, data?.checkout_action, user?.id, user?.gift_card_balance],
    Boolean(data),
  );
  const form = useForm<CheckoutFormValues>({ resolver, defaultValues: checkoutDefaults(user) });
  const place = usePlaceOrder();
  const lastAttempt = useRef<{ key: string; error: unknown } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);

  // Signing in at checkout fills the form from the account.
  const userId = user?.id;
  useEffect(() => {
    form.reset(checkoutDefaults(useSession.getState().user));
  }, [userId, form]);

  // Set before the first await: a second press before the button redraws disabled (two clicks
  // in one task) must not start a second attempt, whose new key would make a second order.
  const inFlight = useRef(false);

  const placeOrder = async (values: CheckoutFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBanner(null);
    const key = keyForNextAttempt(lastAttempt.current);
    try {
      const order = await place.mutateAsync(
        placeOrderInput(values, { idempotencyKey: key, discountCode, week }),
      );
      lastAttempt.current = null;
      setPlaced(true);
      await navigate(`/confirmation/${order.customer_order_key}`);
    } catch (error) {
      lastAttempt.current = { key, error };
      const unplaced = applyServerErrors(
        withFormFieldNames(error),
        form.setError,
        CHECKOUT_FIELDS as Path<CheckoutFormValues>[],
      );
      // A refused order is also said next to the button that was pressed: the field it is about
      // (a declined card's number) may be far out of view, above the summary on a phone.
      setBanner(unplaced ?? (error instanceof ApiError ? error.message : null));
    } finally {
      inFlight.current = false;
    }
  };

  if (placed) return <PageLoading />;
  if (cart.isError) {
    return <LoadFailed title="We couldn’t load your box" onRetry={() => void cart.refetch()} />;
  }
  if (data?.cart_count === 0) return <EmptyBox />;

  // Until the box is known (the server never draws a visitor's box) the page stands with its
  // sections and a placeholder for the summary, so only the summary is drawn when it arrives.
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
            <FormProvider {...form}>
              <Box
                component="form"
                id={FORM_ID}
                noValidate
                onSubmit={(e) => void form.handleSubmit(placeOrder)(e)}
                aria-label="Shipping and payment"
                sx={{ display: 'grid', gap: 3 }}
              >
                <ShippingSection step={2} />
                <PaymentSection step={3} />
              </Box>
            </FormProvider>
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
