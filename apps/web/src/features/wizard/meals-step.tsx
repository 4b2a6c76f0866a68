import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Cart, MenuItem } from '@mealbox/contracts';
import { MealThumbnail } from '../../components/meals/meal-thumbnail';
import { useSession } from '../accounts';
import { CartSummary, useMenuQuantityControl, usePreviousPicks } from '../cart';
import { MenuBrowser } from '../catalog';
import { boxNotReady } from '../checkout';

/**
 * Text in the accent colour on the bar's beige falls short of 4.5:1 (#2E7D32: 4.49); the darker
 * shade of the accent reads on it whatever the channel's colour.
 */
const onBarSx = { color: 'primary.dark' } as const;

interface MealsStepProps {
  cart: Cart;
  week: string | undefined;
  onChangePlan: () => void;
}

/** The box filling up, the way back to the plan, and on to checkout once it is full. */
function BoxBar({ cart, week, onChangePlan }: MealsStepProps) {
  const user = useSession((s) => s.user);
  const previousPicks = usePreviousPicks(week);
  const plan = cart.meal_plan;
  const notReady = boxNotReady(cart);
  if (!plan) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onChangePlan}>
            Choose a plan
          </Button>
        }
      >
        Choose a plan for the week of {cart.week_formatted} to fill a box.
      </Alert>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 2,
        borderRadius: 3,
        bgcolor: '#F1F0EA',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {plan.name}
          {cart.checkout_action === 'new_subscription_order'
            ? ' · Subscribe & Save'
            : ' · One time'}{' '}
          <Button
            size="small"
            onClick={onChangePlan}
            sx={{ ml: 0.5, verticalAlign: 'baseline', color: onBarSx.color }}
          >
            Change plan
          </Button>
        </Typography>
        <CartSummary cartCount={cart.cart_count} mealsPerWeek={plan.meals_per_week} />
        {notReady && cart.cart_count > 0 && (
          <Typography sx={{ fontSize: 14 }} role="status">
            {notReady}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {user && cart.previous_picks_available > 0 && cart.remaining_meals_allowed !== 0 && (
          <Button
            variant="outlined"
            onClick={() => previousPicks.mutate()}
            disabled={previousPicks.isPending}
            sx={onBarSx}
          >
            Add previous picks
          </Button>
        )}
        <Button
          component={RouterLink}
          to="/checkout"
          variant="contained"
          disabled={Boolean(notReady)}
          sx={{ flex: { xs: 1, md: 'none' } }}
        >
          Continue to checkout
        </Button>
      </Box>
    </Box>
  );
}

/** Wizard step 2 for a plan the customer picks: the week's menu with the box in view. */
export function PickMealsStep({ cart, week, onChangePlan }: MealsStepProps) {
  const renderQuantityControl = useMenuQuantityControl();
  const [openMeal, setOpenMeal] = useState<MenuItem | null>(null);
  return (
    <MenuBrowser
      title="Pick your meals"
      renderQuantityControl={renderQuantityControl}
      boxPlan={cart.meal_plan}
      intro={<BoxBar cart={cart} week={week} onChangePlan={onChangePlan} />}
      openMeal={openMeal}
      onOpenMeal={setOpenMeal}
      onCloseMeal={() => setOpenMeal(null)}
    />
  );
}

/** Wizard step 2 for a chef's-choice plan: the chefs have filled the box; on to checkout. */
export function ChefsChoiceStep({ cart, onChangePlan }: { cart: Cart; onChangePlan: () => void }) {
  return (
    <Container maxWidth="md" sx={{ pb: 6 }}>
      <Typography variant="h2" sx={{ fontSize: { xs: 24, sm: 28 }, mb: 1 }}>
        Chef’s choice
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Our chefs picked {cart.cart_count} meals from the menu for the week of {cart.week_formatted}
        . They choose again every week, so there is nothing for you to pick.
      </Typography>
      {cart.lines.length === 0 ? (
        <Alert severity="warning">This week’s menu has no meals yet. Please try again later.</Alert>
      ) : (
        <Box
          component="ul"
          aria-label="Your chef’s choice meals"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {cart.lines.map((line) => (
            <Box
              component="li"
              key={line.sku}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
              <MealThumbnail src={line.image} width={80} height={60} radius={2} />
              <Typography sx={{ flex: 1 }}>{line.name}</Typography>
              <Typography sx={{ color: 'text.secondary' }}>× {line.quantity}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onChangePlan}>
          Change plan
        </Button>
        <Button
          component={RouterLink}
          to="/checkout"
          variant="contained"
          size="large"
          disabled={cart.lines.length === 0}
        >
          Continue to checkout
        </Button>
      </Box>
    </Container>
  );
}
