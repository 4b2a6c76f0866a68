import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from '../../features/auth/session-store';
import { PageLoading } from '../../components/page-loading';

// The menu browsing is its own chunk: the wizard and checkout modes do not download it.
const Meals = lazy(() => import('./meals'));

function MealsScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Meals />
    </Suspense>
  );
}

/**
 * The one screen behind /product, / (wizard), /landing, /meals and /checkout (spec §2). It knows
 * what was asked for; the flows it opens are built by the storefront issue.
 */
export default function ProductLoadingRoute() {
  const { sku_or_short_name: sku } = useParams();
  const { pathname } = useLocation();
  const channel = useSession((s) => s.channel);
  // /meals and /meals/:sku_or_short_name: the menu, a meal's detail over it, or not found.
  if (/^\/meals(\/|$)/i.test(pathname)) return <MealsScreen />;
  const hero = channel.hero_product;
  const target = sku ?? (pathname === '/' ? hero?.name : undefined);
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 720 }}>
            Chef-prepared meals, delivered every week
          </Typography>
          {channel.subscription_discount > 0 && (
            <Typography sx={{ mt: 2, fontSize: 18 }}>
              Subscribe &amp; Save {channel.subscription_discount}% on every box with {channel.name}
              .
            </Typography>
          )}
          <Button
            component={RouterLink}
            to="/pages/our-menus"
            variant="contained"
            size="large"
            sx={{
              mt: 4,
              bgcolor: '#fff',
              color: 'primary.main',
              '&:hover': { bgcolor: '#f1f1f1' },
            }}
          >
            See our menus
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Typography variant="h2" component="h2" gutterBottom>
          {target ? `Ordering ${target}` : 'Ordering'}
        </Typography>
        <Typography color="text.secondary">This page is not built yet.</Typography>
      </Container>
    </>
  );
}
