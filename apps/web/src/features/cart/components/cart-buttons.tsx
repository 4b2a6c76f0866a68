import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { CartIcon } from '../../../components/icons';
import { continueOutcome, useCartStore } from '../cart-store';
import { useNavigate } from 'react-router';
import { useSaveSubscriptionPicks } from '../use-save-subscription-picks';

export function CartButton() {
  const count = useCartStore((s) => s.cartCount);
  const open = useCartStore((s) => s.desktopCartOpen);
  const setOpen = useCartStore((s) => s.setDesktopCartOpen);
  return (
    <IconButton
      color="inherit"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-pressed={open}
      onClick={() => setOpen(!open)}
    >
      <Badge badgeContent={count} color="primary" showZero max={99}>
        <CartIcon />
      </Badge>
    </IconButton>
  );
}

export function ContinueButton() {
  const navigate = useNavigate();
  const savePicks = useSaveSubscriptionPicks();
  const onClick = () => {
    const state = useCartStore.getState();
    const outcome = continueOutcome(state);
    if (outcome === 'request_checkout') void navigate('/checkout');
    else if (outcome === 'save_picks') savePicks.save();
    else if (outcome === 'close_cart') state.setDesktopCartOpen(false);
    else state.setDesktopCartOpen(!state.desktopCartOpen);
  };
  return (
    <Button
      variant="contained"
      onClick={onClick}
      disabled={savePicks.pending}
      sx={{ ml: 1, whiteSpace: 'nowrap' }}
    >
      Continue
    </Button>
  );
}
