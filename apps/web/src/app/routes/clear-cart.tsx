import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useClearCart } from '../../features/cart/api/clear-cart';
import { useUi } from '../../lib/ui-store';

const CART_CLEARED_FLASH = 'Your cart has been cleared.';

/** /clear-cart: empties the box (plan included), then back to the menu with a confirmation. */
export default function ClearCartRoute() {
  const navigate = useNavigate();
  const week = useUi((s) => s.cartWeek) ?? undefined;
  const clear = useClearCart(week);
  const started = useRef(false);
  const { mutate } = clear;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: () =>
        void navigate('/meals', { replace: true, state: { flash: CART_CLEARED_FLASH } }),
    });
  }, [mutate, navigate]);
  if (clear.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">We could not clear your cart. Please try again.</Alert>
      </Container>
    );
  }
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', py: 8 }}
      role="status"
      aria-label="Clearing your cart"
    >
      <CircularProgress />
    </Box>
  );
}
