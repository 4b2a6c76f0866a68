import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CloseIcon } from '../../../components/icons';
import { formatPrice } from '../../../components/meals/format';
import { MealThumbnail } from '../../../components/meals/meal-thumbnail';
import { useSession } from '../../accounts';
import { useCartStore } from '../cart-store';
import { useCartQuery } from '../api/get-cart';
import { usePreviousPicks } from '../api/add-previous-picks';
import { useUi } from '../../../lib/ui-store';
import { CartSummary } from './cart-summary';
import { useSaveSubscriptionPicks } from '../use-save-subscription-picks';
import { QuantityControl } from './quantity-control';

/** The cart drawer (ui.md): the box's meals, its progress, subtotal and the way to checkout. */
export default function CartDrawer() {
  const open = useCartStore((s) => s.desktopCartOpen);
  const setOpen = useCartStore((s) => s.setDesktopCartOpen);
  const week = useUi((s) => s.cartWeek) ?? undefined;
  const cart = useCartQuery(week);
  const previousPicks = usePreviousPicks(week);
  const user = useSession((s) => s.user);
  const futureWeeks = useSession((s) => s.site.future_weeks_available);
  const data = cart.data;
  const savePicks = useSaveSubscriptionPicks();
  const close = () => setOpen(false);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Your cart',
          sx: { width: { xs: '100%', sm: 400 } },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography component="h2" variant="h3" sx={{ flex: 1, fontSize: 22 }}>
          Your cart
        </Typography>
        <IconButton aria-label="Close cart" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {data && (
        <>
          <Box sx={{ px: 2, py: 1.5 }}>
            {data.week_formatted && (
              <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 0.5 }}>
                Delivery the week of {data.week_formatted}
              </Typography>
            )}
            <CartSummary
              cartCount={data.cart_count}
              mealsPerWeek={data.meal_plan?.meals_per_week}
            />
          </Box>
          <Divider />
          <Box
            component="ul"
            aria-label="Meals in your cart"
            sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, overflowY: 'auto' }}
          >
            {data.lines.length === 0 && (
              <Box component="li" sx={{ p: 2, color: 'text.secondary' }}>
                Your box is empty. Add meals from the menu.
              </Box>
            )}
            {data.lines.map((line) => (
              <Box
                component="li"
                key={line.sku}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'center',
                  px: 2,
                  py: 1.25,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <MealThumbnail src={line.image} width={64} height={48} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{line.name}</Typography>
                  <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                    {formatPrice(line.unit_price)}
                  </Typography>
                </Box>
                <QuantityControl
                  sku={line.sku}
                  name={line.name}
                  week={week}
                  futureWeeksAvailable={futureWeeks}
                />
              </Box>
            ))}
          </Box>
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {user && data.previous_picks_available > 0 && (
              <Button
                variant="outlined"
                onClick={() => previousPicks.mutate()}
                disabled={previousPicks.isPending}
              >
                Add previous picks
              </Button>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
              <span>Subtotal</span>
              <span>{formatPrice(data.subtotal)}</span>
            </Box>
            {data.checkout_action === 'subscription_pick' ? (
              // A subscriber's week is saved, never sent to checkout (issue 11).
              <Button
                variant="contained"
                size="large"
                disabled={data.remaining_meals_needed > 0 || savePicks.pending}
                onClick={() => {
                  close();
                  savePicks.save();
                }}
              >
                Save My Meals
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to="/checkout"
                variant="contained"
                size="large"
                onClick={close}
              >
                Checkout
              </Button>
            )}
          </Box>
        </>
      )}
    </Drawer>
  );
}
