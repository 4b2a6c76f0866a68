import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { TOASTER_FLASH_MS, TOASTER_HOLD_MS } from '../cart-logic';
import { useToaster } from '../toaster-store';

/**
 * The cart's toasters (spec §2): shown on desktops only (hidden below lg, spec §9), announced
 * politely, and cleared on a 250 ms flash.
 */
export function CartToaster() {
  const message = useToaster((s) => s.message);
  const id = useToaster((s) => s.id);
  const clear = useToaster((s) => s.clear);
  const [fadedId, setFadedId] = useState(-1);
  const fading = fadedId === id;
  useEffect(() => {
    if (!message) return;
    const fade = setTimeout(() => setFadedId(id), TOASTER_HOLD_MS);
    const done = setTimeout(clear, TOASTER_HOLD_MS + TOASTER_FLASH_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [message, id, clear]);
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="cart-toaster"
      sx={{
        display: { xs: 'none', lg: 'block' },
        position: 'fixed',
        top: 96,
        right: 24,
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      {message && (
        <Paper
          key={id}
          elevation={6}
          sx={{
            px: 2.5,
            py: 1.5,
            fontWeight: 700,
            bgcolor: 'grey.900',
            color: 'common.white',
            opacity: fading ? 0 : 1,
            transition: `opacity ${TOASTER_FLASH_MS}ms`,
          }}
        >
          {message}
        </Paper>
      )}
    </Box>
  );
}
