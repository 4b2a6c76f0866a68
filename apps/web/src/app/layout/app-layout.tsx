import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Footer } from '../../features/channels/footer';
import { trackPageView } from '../../features/analytics/page-views';
import { Header } from './header';
import { useHydrated } from '../../lib/use-hydrated';
import { preloadCartChrome } from '../../features/cart/components/cart-overlays';

/** Loads the code the layout draws as soon as it runs (route-table.ts's layoutModules). */
export const preloadLayout = (): Promise<unknown> => preloadCartChrome();

/** Off screen until focused by the keyboard (no stylesheet of its own: no render-blocking CSS). */
const skipLinkSx = {
  position: 'absolute',
  left: -9999,
  top: 0,
  zIndex: 2100,
  bgcolor: '#fff',
  color: '#1f1f1f',
  px: 2,
  py: 1,
  '&:focus': { left: 8, top: 8 },
} as const;

/**
 * A message the previous page left in the history's state. That state outlives a reload, which the
 * server never sees: shown once the page is taken over, so the server's HTML hydrates as drawn,
 * and on its own, so that taking the page over redraws it alone, not the page.
 */
function FlashMessage() {
  const location = useLocation();
  const hydrated = useHydrated();
  const flash = hydrated ? (location.state as { flash?: string } | null)?.flash : undefined;
  if (!flash) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="success" role="status">
        {flash}
      </Alert>
    </Container>
  );
}

export function AppLayout() {
  const location = useLocation();
  useEffect(() => {
    trackPageView(location.pathname);
  }, [location]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="a" href="#main" sx={skipLinkSx}>
        Skip to content
      </Box>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and does not jump down
          when the page's content arrives (layout shift). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
      >
        <FlashMessage />
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
