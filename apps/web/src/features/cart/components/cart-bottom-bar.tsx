import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Cart } from '@mealbox/contracts';
import { useCartStore } from '../cart-store';
import { CartSummary } from './cart-summary';

/** Phones (ui.md): a bar pinned to the bottom with the box's summary and the way into the cart. */
export function CartBottomBar({ cart }: { cart: Cart }) {
  const setOpen = useCartStore((s) => s.setDesktopCartOpen);
  return (
    <Paper
      component="section"
      aria-label="Your box"
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.25,
      }}
    >
      <CartSummary cartCount={cart.cart_count} mealsPerWeek={cart.meal_plan?.meals_per_week} />
      <Button variant="contained" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        View cart
      </Button>
    </Paper>
  );
}
