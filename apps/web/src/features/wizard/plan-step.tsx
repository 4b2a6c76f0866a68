import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import { Skeleton } from '../../components/placeholder';
import Typography from '@mui/material/Typography';
import type { Cart, MealPlan, PlanProduct } from '@mealbox/contracts';
import { formatPrice } from '../../components/meals/format';
import { errorMessage } from '../../lib/http';
import { FOCUS_RING } from '../../theme';
import { useSession } from '../accounts';
import { useMealPlans } from '../catalog';
import { useSetPlan } from '../cart';
import { planNote } from './plan-note';
import { planOffer, type PurchaseKind } from './plan-offer';

/** A choice drawn as a card around its radio button, so the whole card is the target. */
function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        p: 2,
        borderRadius: 3,
        border: 2,
        borderColor: checked ? 'primary.main' : 'rgba(0,0,0,0.12)',
        bgcolor: checked ? 'rgba(0,0,0,0.02)' : 'background.paper',
        cursor: 'pointer',
        '&:hover': { borderColor: checked ? 'primary.main' : 'rgba(0,0,0,0.3)' },
        // The card shows where the keyboard is, as every control does (theme.ts), not its radio.
        '&:has(:focus-visible)': FOCUS_RING,
        '& .MuiRadio-root.Mui-focusVisible': { outline: 'none', boxShadow: 'none' },
      }}
    >
      <Radio
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        sx={{ p: 0.5, mt: -0.5 }}
      />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/**
 * A plan's size and its price per meal: what each meal in its box costs (a premium meal adding its
 * surcharge), as the meal cards, the cart and the charge say. Subscribe & Save comes off the box.
 * A plan the customer does not pick for says who fills the box: its affiliate, else the chef.
 */
function PlanCard({
  plan,
  affiliateName,
  kind,
  percent,
}: {
  plan: MealPlan;
  affiliateName: string | null;
  kind: PurchaseKind;
  percent: number;
}) {
  const { perMeal } = planOffer(plan, kind, percent);
  return (
    <>
      <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{plan.meals_per_week} meals</Typography>
      <Typography sx={{ fontSize: 14 }} data-testid="plan-per-meal">
        {formatPrice(perMeal)} per meal
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
        {planNote(plan, affiliateName)}
      </Typography>
    </>
  );
}

function PlanSkeleton() {
  return (
    <Box sx={planGridSx} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Box>
  );
}

const planGridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
} as const;

/**
 * Wizard step 1: how many meals a week, and Subscribe & Save (the channel's percent) or one time.
 * The choice is kept on the server with the box, so a reload or a shared link finds it again.
 */
export function PlanStep({
  week,
  cart,
  preselected,
  offered,
  onChosen,
}: {
  week: string | undefined;
  cart: Cart | undefined;
  preselected: string | undefined;
  /** A plan to offer besides the store's list (an affiliate's plan on its own page). */
  offered?: PlanProduct | undefined;
  onChosen: () => void;
}) {
  const plans = useMealPlans();
  const percent = useSession((s) => s.channel.subscription_discount);
  const offersSubscription = useSession((s) => s.site.subscription_offer === 'Y');
  const setPlan = useSetPlan(week);
  const [chosenSku, setChosenSku] = useState<string | null>(null);
  const [chosenKind, setChosenKind] = useState<PurchaseKind | null>(null);

  const listed = plans.data ?? [];
  const list =
    offered && plans.data && !listed.some((p) => p.sku === offered.meal_plan.sku)
      ? [...listed, offered.meal_plan]
      : listed;
  const affiliateOf = (p: MealPlan) =>
    p.sku === offered?.meal_plan.sku ? offered.affiliate_name : null;
  const wanted = (chosenSku ?? preselected ?? cart?.meal_plan?.sku ?? '').toLowerCase();
  const plan =
    list.find((p) => p.sku.toLowerCase() === wanted || p.short_name.toLowerCase() === wanted) ??
    null;
  const kind: PurchaseKind =
    chosenKind ??
    (!offersSubscription || cart?.checkout_action === 'one_time_order' ? 'one_time' : 'subscribe');
  const offer = plan ? planOffer(plan, kind, percent) : null;

  const choose = async () => {
    if (!plan) return;
    await setPlan.mutateAsync({
      meal_plan_sku: plan.sku,
      checkout_action: kind === 'subscribe' ? 'new_subscription_order' : 'one_time_order',
    });
    onChosen();
  };

  return (
    <Box component="section" aria-labelledby="plan-step-title" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="plan-step-title" variant="h2" sx={{ fontSize: { xs: 24, sm: 28 } }}>
        Choose your plan
      </Typography>
      <Box role="radiogroup" aria-labelledby="plan-size-label" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="plan-size-label" sx={{ fontWeight: 600 }}>
          How many meals a week?
        </Typography>
        {plans.isPending ? (
          <PlanSkeleton />
        ) : plans.isError ? (
          <Alert severity="error">We couldn’t load the plans. Please reload the page.</Alert>
        ) : (
          <Box sx={planGridSx}>
            {list.map((p) => (
              <ChoiceCard
                key={p.sku}
                name="plan"
                value={p.sku}
                checked={plan?.sku === p.sku}
                onChange={setChosenSku}
              >
                <PlanCard plan={p} affiliateName={affiliateOf(p)} kind={kind} percent={percent} />
              </ChoiceCard>
            ))}
          </Box>
        )}
      </Box>
      <Box
        role="radiogroup"
        aria-labelledby="purchase-kind-label"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id="purchase-kind-label" sx={{ fontWeight: 600 }}>
          How would you like to order?
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {offersSubscription && (
            <ChoiceCard
              name="purchase"
              value="subscribe"
              checked={kind === 'subscribe'}
              onChange={() => setChosenKind('subscribe')}
            >
              <Typography sx={{ fontWeight: 700 }}>Subscribe &amp; Save {percent}%</Typography>
              <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                A box every week at the lower price. Skip a week or cancel any time.
              </Typography>
            </ChoiceCard>
          )}
          <ChoiceCard
            name="purchase"
            value="one_time"
            checked={kind === 'one_time'}
            onChange={() => setChosenKind('one_time')}
          >
            <Typography sx={{ fontWeight: 700 }}>One time</Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
              Just this week’s box, at the full price.
            </Typography>
          </ChoiceCard>
        </Box>
      </Box>
      {setPlan.isError && (
        <Alert severity="error">
          {errorMessage(setPlan.error, 'We could not save your plan.')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography aria-live="polite" data-testid="plan-total">
          {plan && offer ? (
            <>
              <strong data-testid="plan-box-price">
                {plan.meals_per_week} meals for {formatPrice(offer.perBox)}
              </strong>{' '}
              a week ({formatPrice(offer.perMeal)} per meal
              {offer.saving > 0 ? `, less ${percent}% Subscribe & Save` : ''})
              {offer.saving > 0 ? ` · you save ${formatPrice(offer.saving)}` : ''}
              <Box
                component="span"
                sx={{ display: 'block', fontSize: 13, color: 'text.secondary', mt: 0.5 }}
              >
                Premium meals add a surcharge, shown on their cards.
              </Box>
            </>
          ) : (
            'Choose how many meals you would like each week.'
          )}
        </Typography>
        <Button
          variant="contained"
          size="large"
          disabled={!plan || setPlan.isPending}
          onClick={() => void choose().catch(() => undefined)}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 220 }}
        >
          {plan?.subscription_picking_required === 'N' ? 'Continue' : 'Pick my meals'}
        </Button>
      </Box>
    </Box>
  );
}
