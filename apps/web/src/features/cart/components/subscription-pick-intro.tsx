import { useMutationState } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/http';
import { useCartQuery } from '../api/get-cart';
import { savePicksKey } from '../api/save-picks';
import { SAVE_PICKS_FALLBACK, useSaveSubscriptionPicks } from '../use-save-subscription-picks';
import { CartSummary } from './cart-summary';

/**
 * Over the menu while a subscriber picks a week's meals: the plan, how full the box is, the way
 * to save it, and why the last save was refused.
 */
export function SubscriptionPickIntro({ week }: { week: string }) {
  const cart = useCartQuery(week).data;
  const { save, pending } = useSaveSubscriptionPicks();
  const saves = useMutationState({
    filters: { mutationKey: savePicksKey },
    select: (mutation) => mutation.state,
  });
  const last = saves.at(-1);
  const refusal = last?.status === 'error' ? errorMessage(last.error, SAVE_PICKS_FALLBACK) : null;
  const plan = cart?.meal_plan;
  return (
    <Box
      component="section"
      aria-label="Your meals for this week"
      sx={{ px: 2, py: 1.5, borderRadius: 2, bgcolor: '#F1F0EA', maxWidth: 560 }}
    >
      {plan && (
        <Typography sx={{ fontWeight: 700, mb: 1 }}>
          Picking {plan.meals_per_week} meals for your {plan.name} plan
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {cart && <CartSummary cartCount={cart.cart_count} mealsPerWeek={plan?.meals_per_week} />}
        <Button
          variant="contained"
          disabled={!cart || cart.remaining_meals_needed > 0 || pending}
          onClick={save}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Save My Meals
        </Button>
      </Box>
      {refusal && (
        <Typography role="alert" sx={{ mt: 1, color: 'error.main', fontWeight: 600 }}>
          {refusal}
        </Typography>
      )}
    </Box>
  );
}
