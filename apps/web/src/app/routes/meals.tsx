import { useState } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MealPlan, MenuItem } from '@mealbox/contracts';
import { formatPrice } from '../../components/meals/format';
import { isNotFound } from '../../features/catalog/api/catalog-keys';
import { useMenu } from '../../features/catalog/api/get-menu';
import { useProduct } from '../../features/catalog/api/get-product';
import { MenuBrowser } from '../../features/catalog/menu-browser';
import { findMenuItem, parseMenuQuery } from '../../features/catalog/menu-query';
import { ProductNotFound } from '../../features/catalog/product-not-found';
import { useMenuQuantityControl } from '../../features/cart/use-menu-quantity-control';
import {
  SubscriptionPickIntro,
  subscriptionOfQuery,
  useBoxPlan,
  useSubscriptionWeekBox,
} from '../../features/cart';
import { errorMessage } from '../../lib/http';
import { PageLoading } from '../../components/page-loading';

/** Set on the history entry of a meal opened from the menu: closing it is a step back. */
interface OpenedFromMenu {
  fromMenu?: boolean;
}

function PlanIntro({ plan }: { plan: MealPlan }) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'baseline',
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: '#F1F0EA',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        {formatPrice(plan.price_per_meal)} a meal, {formatPrice(plan.subscription_price_per_meal)}{' '}
        with Subscribe &amp; Save
      </Typography>
    </Box>
  );
}

/**
 * /meals/:sku_or_short_name? (spec §2): the current week's menu (or ?week=). A meal in the URL
 * opens its detail over the menu, and opening a meal puts it in the URL, so it can be shared and
 * Back closes it. A meal plan in the URL shows the menu for that plan; an unknown key gets the
 * friendly not-found screen.
 */
export default function MealsRoute() {
  const { sku_or_short_name: key } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const week = parseMenuQuery(params).week;
  const menu = useMenu(week ?? 'current');
  const product = useProduct(key);
  const [planMeal, setPlanMeal] = useState<MenuItem | null>(null);
  const renderQuantityControl = useMenuQuantityControl();
  // The meals go into the visitor's box for the week: its plan prices them (none: à la carte).
  const boxPlan = useBoxPlan();
  // Pick My Meals for a subscription's week (issue 11): its box is opened before the menu.
  const pickBox = useSubscriptionWeekBox(subscriptionOfQuery(params), week);

  if (key && product.isError && isNotFound(product.error)) return <ProductNotFound />;
  if (pickBox?.pending) return <PageLoading label="Opening your week" />;
  if (pickBox?.error) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 8, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
          We couldn’t open this week
        </Typography>
        <Typography role="alert" sx={{ mb: 3 }}>
          {errorMessage(pickBox.error, 'Unable to open your meals for this week.')}
        </Typography>
        <Button component={RouterLink} to="/my-schedule" variant="contained">
          Go to My Schedule
        </Button>
      </Box>
    );
  }

  const plan = product.data?.kind === 'meal_plan' ? product.data.meal_plan : null;
  const onMenu = key && menu.data ? findMenuItem(menu.data.items, key) : undefined;
  // A meal opens from the menu at once; one that is not on it, once the product has loaded.
  const urlMeal: MenuItem | null = !key
    ? null
    : product.data?.kind === 'meal'
      ? (onMenu ?? product.data.meal)
      : product.isPending
        ? (onMenu ?? null)
        : null;
  if (key && product.isPending && !onMenu && !menu.isError) {
    return <PageLoading />;
  }

  if (plan) {
    // The plan stays in the URL; meals open in the page.
    return (
      <MenuBrowser
        renderQuantityControl={renderQuantityControl}
        boxPlan={boxPlan}
        intro={<PlanIntro plan={plan} />}
        openMeal={planMeal}
        onOpenMeal={setPlanMeal}
        onCloseMeal={() => setPlanMeal(null)}
      />
    );
  }

  const search = location.search;
  return (
    <MenuBrowser
      renderQuantityControl={renderQuantityControl}
      boxPlan={boxPlan}
      {...(pickBox && week
        ? { title: 'Pick your meals', intro: <SubscriptionPickIntro week={week} /> }
        : {})}
      openMeal={urlMeal}
      mealHref={(item) => `/meals/${item.short_name}${search}`}
      onOpenMeal={(item) =>
        void navigate(
          { pathname: `/meals/${item.short_name}`, search },
          { state: { fromMenu: true } satisfies OpenedFromMenu, preventScrollReset: true },
        )
      }
      onCloseMeal={() => {
        if ((location.state as OpenedFromMenu | null)?.fromMenu) void navigate(-1);
        else
          void navigate(
            { pathname: '/meals', search },
            { replace: true, preventScrollReset: true },
          );
      }}
    />
  );
}
