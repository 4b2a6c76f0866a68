import { useEffect, useRef } from 'react';
import { FormProvider, useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { applyServerErrors } from '../../components/forms/server-errors';
import { ApiError } from '../../lib/http';
import { useSession } from '../accounts';
import type { usePlaceOrder } from './api/place-order';
import { keyForNextAttempt } from './attempt-key';
import {
  CHECKOUT_FIELDS,
  checkoutDefaults,
  checkoutFormSchema,
  formFieldFor,
  placeOrderInput,
  type CheckoutFormValues,
} from './checkout-form';
import { PaymentSection } from './payment-section';
import { ShippingSection } from './shipping-section';

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

/**
 * Checkout steps 2 and 3 for a signed-in customer: the shipping address and the payment, and the
 * order placed when the page's button submits them. Its own chunk (checkout-page.tsx loads it
 * once someone is signed in): a guest sees only placeholders there, and does not load the form's
 * rules, fields and schemas.
 */
export default function CheckoutDetailsForm({
  formId,
  week,
  discountCode,
  place,
  onBanner,
  onPlaced,
}: {
  formId: string;
  week: string | undefined;
  discountCode: string | null;
  /** The page's order mutation: its button shows while it is pending. */
  place: ReturnType<typeof usePlaceOrder>;
  /** What stops the order, said next to the page's button (null: nothing). */
  onBanner: (message: string | null) => void;
  /** The order is placed: the page waits for the confirmation. */
  onPlaced: () => void;
}) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const form = useForm<CheckoutFormValues>({ resolver, defaultValues: checkoutDefaults(user) });
  const lastAttempt = useRef<{ key: string; error: unknown } | null>(null);

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
    onBanner(null);
    const key = keyForNextAttempt(lastAttempt.current);
    try {
      const order = await place.mutateAsync(
        placeOrderInput(values, { idempotencyKey: key, discountCode, week }),
      );
      lastAttempt.current = null;
      onPlaced();
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
      onBanner(unplaced ?? (error instanceof ApiError ? error.message : null));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={(e) => void form.handleSubmit(placeOrder)(e)}
        aria-label="Shipping and payment"
        sx={{ display: 'grid', gap: 3 }}
      >
        <ShippingSection step={2} />
        <PaymentSection step={3} />
      </Box>
    </FormProvider>
  );
}
