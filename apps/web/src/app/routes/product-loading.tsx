import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import type { Flow } from '../route-table';
import { ScreenReady } from '../screen-ready';
import { flowScreens } from '../flow-screens';

const { meals: Meals, checkout: Checkout, wizard: WizardPage } = flowScreens;

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
