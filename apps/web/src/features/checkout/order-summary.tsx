import { memo } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { styled } from '@mui/material/styles';
import type { Cart, OrderQuote } from '@mealbox/contracts';
import { PriceBreakdown } from '../../components/price-breakdown';
import { formatPrice } from '../../components/meals/format';
import { MealThumbnail } from '../../components/meals/meal-thumbnail';
import { errorMessage } from '../../lib/http';
import { useSession } from '../accounts';
import { useSetPlan } from '../cart';
import { GiftCardCode } from '../gift-cards';
import { DiscountCode } from './promo-codes';

/** A rule between the summary's parts, as MUI's Divider draws it (without its component). */
const Divider = styled('hr')(({ theme }) => ({
  margin: 0,
  flexShrink: 0,
  border: 0,
  borderBottom: `thin solid ${theme.palette.divider}`,
}));

/** Subscribe & Save on or off for the chosen plan; the box stays as it is. */
function SubscribeAndSave({ cart, week }: { cart: Cart; week: string | undefined }) {
  const percent = useSession((s) => s.channel.subscription_discount);
  const setPlan = useSetPlan(week);
  const plan = cart.meal_plan;
  if (!plan) return null;
  const subscribed = cart.checkout_action === 'new_subscription_order';
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={subscribed}
            disabled={setPlan.isPending}
            onChange={(e) =>
              setPlan.mutate({
                meal_plan_sku: plan.sku,
                checkout_action: e.target.checked ? 'new_subscription_order' : 'one_time_order',
              })
            }
          />
        }
        label={
          <span>
            <strong>Subscribe &amp; Save {percent}%</strong> on every box
          </span>
        }
      />
      <Typography sx={{ fontSize: 13, color: 'text.secondary', ml: 6 }}>
        {subscribed
          ? 'A box every week. Skip a week or cancel any time.'
          : 'A one-time box. Switch on to save on this and every box.'}
      </Typography>
      {setPlan.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(setPlan.error, 'We could not change your plan.')}
        </Alert>
      )}
    </Box>
  );
}

interface BoxDetailsProps {
  cart: Cart;
  week: string | undefined;
  discountCode: string | null;
  onDiscountCode: (code: string | null) => void;
}

/**
 * The summary's part drawn from the box alone: the week, the meals, Subscribe & Save and the
 * codes. Memoized: the price arrives after the page, and redrawing these with it made one long
 * task on a phone.
 */
const BoxDetails = memo(function BoxDetails({
  cart,
  week,
  discountCode,
  onDiscountCode,
}: BoxDetailsProps) {
  return (
    <>
      <Box>
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          Order summary
        </Typography>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          Delivery the week of {cart.week_formatted}
          {cart.meal_plan ? ` · ${cart.meal_plan.name}` : ''}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label="Meals in your box"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {cart.lines.map((line) => (
          <Box
            component="li"
            key={line.sku}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontSize: 14 }}
          >
            <MealThumbnail src={line.image} width={48} height={36} />
            <Box sx={{ flex: 1, minWidth: 0 }}>{line.name}</Box>
            <Box sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>× {line.quantity}</Box>
            <Box sx={{ whiteSpace: 'nowrap', minWidth: 64, textAlign: 'right' }}>
              {formatPrice(line.unit_price * line.quantity)}
            </Box>
          </Box>
        ))}
      </Box>
      <Divider />
      <SubscribeAndSave cart={cart} week={week} />
      <DiscountCode week={week} applied={discountCode} onApplied={onDiscountCode} />
      <GiftCardCode />
    </>
  );
});

/**
 * The order summary: the week, the meals, Subscribe & Save, the codes and the whole price
 * breakdown, priced by the server exactly as the order will be charged.
 */
export function OrderSummary({
  cart,
  week,
  quote,
  quoteError,
  discountCode,
  onDiscountCode,
}: BoxDetailsProps & { quote: OrderQuote | undefined; quoteError: unknown }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Order summary"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <BoxDetails
        cart={cart}
        week={week}
        discountCode={discountCode}
        onDiscountCode={onDiscountCode}
      />
      <Divider />
      {quote ? (
        <PriceBreakdown price={quote} />
      ) : quoteError ? (
        <Alert severity="error">{errorMessage(quoteError, 'We could not price your order.')}</Alert>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>Pricing your order…</Typography>
      )}
    </Paper>
  );
}
