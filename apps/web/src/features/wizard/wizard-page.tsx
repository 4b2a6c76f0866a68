import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import Container from '@mui/material/Container';
import type { PlanProduct } from '@mealbox/contracts';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../accounts';
import { useCartQuery } from '../cart';
import { PlanSelectionPreview } from '../affiliates';
import { isNotFound, parseMenuQuery, ProductNotFound, useProduct } from '../catalog';
import { Hero } from './hero';
import { PlanStep } from './plan-step';
import { WizardSteps } from './wizard-steps';

// The menu comes with the meals step: the plan step does not download it.
const ChefsChoiceStep = lazy(() =>
  import('./meals-step').then((m) => ({ default: m.ChefsChoiceStep })),
);
const PickMealsStep = lazy(() =>
  import('./meals-step').then((m) => ({ default: m.PickMealsStep })),
);

/**
 * The wizard (spec §2 `/`): choose a plan → pick the week's meals (or see the chef's choice) →
 * checkout. The step is in the URL (`?step=meals`) and the plan and meals are in the server's
 * cart, so a reload or a deep link opens where the customer was.
 */
function Wizard({
  preselectedPlan,
  offeredPlan,
  hero,
}: {
  preselectedPlan?: string | undefined;
  /** The page's plan with its affiliate; added to the store's list, which leaves an affiliate's out. */
  offeredPlan?: PlanProduct | undefined;
  /** Above the plan step: the home or landing page's banner. */
  hero?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const week = parseMenuQuery(params).week ?? undefined;
  const cart = useCartQuery(week);
  const goTo = (step: 'plan' | 'meals') => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (step === 'meals') next.set('step', 'meals');
      else next.delete('step');
      return next;
    });
    // A new step starts at its top (the declarative router restores no scroll position).
    window.scrollTo({ top: 0 });
  };

  if (params.get('step') !== 'meals') {
    return (
      <>
        {hero}
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          <WizardSteps active={0} />
          <PlanStep
            week={week}
            cart={cart.data}
            preselected={preselectedPlan}
            offered={offeredPlan}
            onChosen={() => goTo('meals')}
          />
        </Container>
      </>
    );
  }
  if (!cart.data) return <PageLoading />;
  if (cart.data.meal_plan?.subscription_picking_required === 'N') {
    return (
      <>
        <Container maxWidth="md" sx={{ pt: { xs: 3, md: 5 } }}>
          <WizardSteps active={1} />
        </Container>
        <ChefsChoiceStep cart={cart.data} onChangePlan={() => goTo('plan')} />
      </>
    );
  }
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
        <WizardSteps active={1} />
      </Container>
      <PickMealsStep cart={cart.data} week={week} onChangePlan={() => goTo('plan')} />
    </>
  );
}

/** /product/:sku and /landing/:sku: a meal plan opens the wizard on it, a meal its detail. */
function ProductWizard({ sku, landing }: { sku: string; landing: boolean }) {
  const product = useProduct(sku);
  const { search } = useLocation();
  if (product.isPending) return <PageLoading />;
  if (product.isError) {
    if (isNotFound(product.error)) return <ProductNotFound kind="product" />;
    return <LoadFailed title="We couldn’t load this page" onRetry={() => void product.refetch()} />;
  }
  if (product.data.kind === 'meal') {
    return <Navigate to={`/meals/${product.data.meal.short_name}${search}`} replace />;
  }
  const plan = product.data.meal_plan;
  return (
    <Wizard
      preselectedPlan={plan.sku}
      offeredPlan={product.data}
      hero={
        <>
          <Hero title={landing ? plan.name : `Order the ${plan.name}`} />
          {landing && <PlanSelectionPreview plan={plan.sku} />}
        </>
      }
    />
  );
}

/** `/` opens the wizard on the channel's hero product; /product and /landing on theirs. */
export default function WizardPage({ sku, landing }: { sku?: string; landing: boolean }) {
  const hero = useSession((s) => s.channel.hero_product);
  if (sku) return <ProductWizard sku={sku} landing={landing} />;
  return <Wizard preselectedPlan={hero?.sku} hero={<Hero />} />;
}
