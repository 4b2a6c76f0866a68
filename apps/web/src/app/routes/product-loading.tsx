import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import type { Flow } from '../route-table';
import { ScreenReady } from '../screen-ready';

// Each flow is its own chunk (route-table.ts's flows): the wizard does not download checkout, nor
// checkout the menu.
const Meals = lazy(() => import('./meals'));
const Checkout = lazy(() => import('../../features/checkout/checkout-page'));
const WizardPage = lazy(() => import('../../features/wizard/wizard-page'));

/**
 * The one screen behind /product, / (wizard), /landing, /meals and /checkout (spec §2): it
 * resolves what was asked for (a meal plan, a meal, or the channel's hero product) and opens the
 * flow its route names in the route table; an unknown sku gets the friendly not-found screen.
 */
export default function ProductLoadingRoute({ flow }: { flow?: Flow }) {
  const { sku_or_short_name: sku } = useParams();
  const { pathname } = useLocation();
  let screen;
  if (flow === 'meals') screen = <Meals />;
  else if (flow === 'checkout') screen = <Checkout />;
  else screen = <WizardPage {...(sku ? { sku } : {})} landing={/^\/landing\//i.test(pathname)} />;
  return (
    <Suspense fallback={<PageLoading />}>
      {screen}
      <ScreenReady />
    </Suspense>
  );
}
