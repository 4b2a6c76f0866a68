import { lazy, Suspense, useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useHydrated } from '../../lib/use-hydrated';
import { CartOverlays } from '../../features/cart/components/cart-overlays';
import { MenuIcon } from '../../components/icons';
import { useSession } from '../../features/accounts/session-store';
import { useUi } from '../../lib/ui-store';
import { AvatarMenu } from '../../features/accounts/components/avatar-menu';
import { CartButton, ContinueButton } from '../../features/cart/components/cart-buttons';
import { useScrolledPast } from '../../components/layout/use-scrolled-past';
import { useSwipeOpen } from '../../components/layout/use-swipe-open';

export const HEADER_SHRINK_AT_PX = 50;

// The drawer loads on first open (hamburger or swipe), keeping it out of the initial download.
const MobileNav = lazy(() => import('./mobile-nav'));

function AnnouncementBar({ message }: { message: string }) {
  return (
    <Box
      role="region"
      aria-label="Announcement"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        textAlign: 'center',
        py: 0.75,
        px: 2,
        fontSize: 14,
      }}
    >
      {message}
    </Box>
  );
}

/** Desktop and mobile header (spec §2); mobile below the lg breakpoint (spec §9). */
export function Header() {
  const theme = useTheme();
  const channel = useSession((s) => s.channel);
  const shrunk = useScrolledPast(HEADER_SHRINK_AT_PX);
  const deliveryWeek = useUi((s) => s.headerDeliveryWeek);
  const [navOpen, setNavOpen] = useState(false);
  const [navLoaded, setNavLoaded] = useState(false);
  const openNav = useCallback(() => {
    setNavLoaded(true);
    setNavOpen(true);
  }, []);

  const logoHeight = shrunk ? 32 : 44;
  // Phone and desktop differ by CSS only (breakpoint lg), never by what is rendered: the server's
  // HTML is the same for both and hydrates without a change.
  const logo = (
    <RouterLink
      to={channel.homepage_url}
      aria-label={`${channel.name} home`}
      style={{ display: 'flex' }}
    >
      <picture style={{ display: 'flex' }}>
        <source media={`(min-width:${theme.breakpoints.values.lg}px)`} srcSet={channel.logo} />
        <img
          src={channel.logo_mobile}
          alt={channel.name}
          height={logoHeight}
          style={{ height: logoHeight, width: 'auto', transition: 'height 200ms' }}
        />
      </picture>
    </RouterLink>
  );

  return (
    <>
      {channel.announcement_message && <AnnouncementBar message={channel.announcement_message} />}
      <AppBar
        position="sticky"
        color="inherit"
        elevation={shrunk ? 2 : 0}
        data-shrunk={shrunk ? 'true' : 'false'}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar
          sx={{
            minHeight: { xs: shrunk ? 52 : 64, lg: shrunk ? 56 : 76 },
            transition: 'min-height 200ms',
            gap: 1,
          }}
        >
          <IconButton
            edge="start"
            color="inherit"
            aria-label="Open menu"
            onClick={openNav}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            sx={{
              flex: { xs: 1, lg: 'none' },
              display: 'flex',
              justifyContent: {
                xs: channel.logo_mobile_position === 'center' ? 'center' : 'flex-start',
                lg: 'flex-start',
              },
            }}
          >
            {logo}
          </Box>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, ml: 3, flex: 1 }}
          >
            {channel.navigation_links.main_navigation.map((link) => (
              <Button key={link.url} component={RouterLink} to={link.url} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>
          {deliveryWeek && (
            <Typography
              variant="body2"
              sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 600 }}
            >
              Delivery the week of {deliveryWeek}
            </Typography>
          )}
          <CartButton />
          {/* On phones too (spec §2: the mobile header has the avatar menu); the drawer keeps
              its account section as well. */}
          <AvatarMenu />
          <ContinueButton />
        </Toolbar>
      </AppBar>
      <PhoneChrome
        navOpen={navOpen}
        navLoaded={navLoaded}
        openNav={openNav}
        setNavOpen={setNavOpen}
      />
    </>
  );
}

/**
 * What a phone gets beyond the header's look (the swipe that opens the menu, the cart's bar, the
 * menu's drawer), on its own so that it alone redraws when the page is taken over: `mobile` is
 * false while the page hydrates, as on the server, and the header around it stays as drawn.
 * Read at once (noSsr) rather than from a server value that changes after hydration (see
 * lib/use-hydrated.tsx).
 */
function PhoneChrome({
  navOpen,
  navLoaded,
  openNav,
  setNavOpen,
}: {
  navOpen: boolean;
  navLoaded: boolean;
  openNav: () => void;
  setNavOpen: (open: boolean) => void;
}) {
  const theme = useTheme();
  const phoneWidth = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const mobile = useHydrated() && phoneWidth;
  useSwipeOpen(mobile && !navOpen, openNav);
  return (
    <>
      <CartOverlays mobile={mobile} />
      {mobile && navLoaded && (
        <Suspense fallback={null}>
          <MobileNav open={navOpen} onClose={() => setNavOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
