import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Skeleton } from '../../components/placeholder';
import Typography from '@mui/material/Typography';
import type { MenuItem } from '@mealbox/contracts';
import { MealCard } from '../../components/meals/meal-card';
import { MealDetail, preloadMealDetail } from '../../components/meals/meal-detail';
import type { BoxPlan } from '../../components/meals/format';
import { visuallyHidden } from '../../components/meals/styles';
import { useProgressiveCount } from '../../lib/use-progressive-count';
import { useFavouriteToggle } from '../preferences';
import { isNotFound } from './api/catalog-keys';
import { useMenu } from './api/get-menu';
import { useUpcomingWeeks } from './api/get-weeks';
import { DeliveryWeekLine } from './delivery-week-line';
import { MenuFilters, SortSelect } from './menu-filters';
import {
  applyMenuQuery,
  isFiltered,
  menuQueryToParams,
  parseMenuQuery,
  type MenuQuery,
} from './menu-query';
import { useHeaderDeliveryWeek } from './use-header-delivery-week';
import { WeekPicker } from './week-picker';

/** ui.md: 1 column on phones, 2 on tablets, 3 then 4 on desktops. */
export const mealGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 2, sm: 2.5, md: 3 },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  // A phone shows a meal or two at a time: the browser lays out and paints the others only as they
  // come near (Total Blocking Time), each in a place about a card's size until then (a card is
  // 383 to 495 px tall from a phone to a wide screen; once drawn, its own size is kept).
  '& > li': { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 440px' },
} as const;

/** Cards rendered with the page; the rest follow a moment later (use-progressive-count). */
const FIRST_CARDS = 8;

export interface MenuBrowserProps {
  /**
   * The open meal when the page keeps it (as /meals/:key does, in its URL); leave it out and the
   * browser keeps it itself.
   */
  openMeal?: MenuItem | null;
  onOpenMeal?: (item: MenuItem) => void;
  onCloseMeal?: () => void;
  /** Each meal's own link, for a new tab or sharing. */
  mealHref?: (item: MenuItem) => string;
  /** The cart's quantity control for a meal (cards and the detail); none until the cart wires it. */
  renderQuantityControl?: (item: MenuItem) => ReactNode;
  /** Prices show when ready to order; by default when the week shown can be ordered. */
  readyToOrder?: boolean;
  /**
   * The plan of the box the meals go into (the visitor's cart's), which prices them: its price
   * per meal plus a meal's premium surcharge. Null or absent: à la carte, each meal's own price.
   */
  boxPlan?: BoxPlan;
  title?: string;
  /** Under the week line: a chosen meal plan, a landing page's words. */
  intro?: ReactNode;
}

function GridSkeleton() {
  return (
    <Box component="ul" aria-hidden="true" sx={mealGridSx}>
      {Array.from({ length: 8 }, (_, i) => (
        <Box component="li" key={i}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <Skeleton sx={{ mt: 1.5, fontSize: 17 }} />
          <Skeleton sx={{ fontSize: 17 }} width="60%" />
          <Skeleton sx={{ mt: 1, fontSize: 15 }} width="80%" />
        </Box>
      ))}
    </Box>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, sm: 8 },
        px: 2,
        border: '1px dashed',
        borderColor: 'rgba(0,0,0,0.2)',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** "Keto and Vegan", "Keto, Vegan and Paleo". */
const joinAnd = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * A week's menu to browse: the week near the top (and in the header once it scrolls away), a week
 * picker, search, diet filters and sorting (all in the query string, so a link reopens the menu
 * as it was), the meals in a responsive grid, and the meal detail modal.
 */
export function MenuBrowser({
  openMeal: controlledMeal,
  onOpenMeal,
  onCloseMeal,
  mealHref,
  renderQuantityControl,
  readyToOrder: readyToOrderProp,
  boxPlan = null,
  title = 'Our menu',
  intro,
}: MenuBrowserProps) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseMenuQuery(params), [params]);
  const weeks = useUpcomingWeeks();
  const menu = useMenu(query.week ?? 'current');
  const deliveryRef = useRef<HTMLParagraphElement>(null);
  useHeaderDeliveryWeek(deliveryRef, menu.data?.week_formatted);

  const [ownMeal, setOwnMeal] = useState<MenuItem | null>(null);
  const controlled = controlledMeal !== undefined;
  const openMeal = controlled ? controlledMeal : ownMeal;
  const open = (item: MenuItem) => (controlled ? onOpenMeal?.(item) : setOwnMeal(item));
  const close = () => (controlled ? onCloseMeal?.() : setOwnMeal(null));

  const update = useCallback(
    (patch: Partial<MenuQuery>, options: { replace?: boolean } = {}) =>
      setParams((prev) => menuQueryToParams({ ...parseMenuQuery(prev), ...patch }, prev), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setParams],
  );
  const reset = () => update({ tags: [], q: '' });

  const items = menu.data?.items;
  const shown = useMemo(() => (items ? applyMenuQuery(items, query) : []), [items, query]);
  const rendered = useProgressiveCount(shown.length, FIRST_CARDS);
  const favourite = useFavouriteToggle();
  const weekInfo = weeks.data?.find((w) => w.week === menu.data?.week);
  const readyToOrder = readyToOrderProp ?? Boolean(weekInfo?.orderable);

  let body: ReactNode;
  if (menu.isPending) {
    body = <GridSkeleton />;
  } else if (menu.isError) {
    body = isNotFound(menu.error) ? (
      <Notice title="There is no menu for that week">
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          It may have passed, or its menu is not out yet.
        </Typography>
        <Button
          component={RouterLink}
          to={{ search: `?${menuQueryToParams({ ...query, week: null }, params).toString()}` }}
          variant="contained"
        >
          See the current menu
        </Button>
      </Notice>
    ) : (
      <Notice title="We couldn’t load the menu">
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Check your connection and try again.
        </Typography>
        <Button variant="contained" onClick={() => void menu.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  } else if (shown.length === 0) {
    const search = query.q.trim();
    const wanted = [
      query.tags.length > 0 ? joinAnd(query.tags) : '',
      search ? `named like “${search}”` : '',
    ].filter(Boolean);
    body = (
      <Notice title="No meals match your filters">
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Nothing on this week’s menu is {wanted.join(' and ')}. Try removing a filter.
        </Typography>
        <Button variant="contained" onClick={reset}>
          Reset filters
        </Button>
      </Notice>
    );
  } else {
    body = (
      <Box
        component="ul"
        aria-label="Meals"
        sx={mealGridSx}
        // The detail's code is fetched once a visitor points at, touches or focuses a meal, so the
        // click that follows finds it (or nearly) without the menu loading it for every visitor.
        onPointerOver={preloadMealDetail}
        onTouchStart={preloadMealDetail}
        onFocus={preloadMealDetail}
      >
        {shown.slice(0, rendered).map((item, index) => (
          <Box component="li" key={item.sku}>
            <MealCard
              item={item}
              readyToOrder={readyToOrder}
              boxPlan={boxPlan}
              quantityControl={renderQuantityControl?.(item)}
              favourite={favourite(item)}
              priority={index < 4}
              onOpen={() => open(item)}
              {...(mealHref ? { href: mealHref(item) } : {})}
            />
          </Box>
        ))}
      </Box>
    );
  }

  const total = items?.length ?? 0;
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="lg"
          sx={{
            pt: { xs: 2.5, md: 4 },
            pb: { xs: 2, md: 3 },
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'flex-end' },
            justifyContent: 'space-between',
            gap: { xs: 2, md: 4 },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 36 }, mb: 1 }}>
              {title}
            </Typography>
            {menu.data ? (
              <DeliveryWeekLine
                ref={deliveryRef}
                weekFormatted={menu.data.week_formatted}
                deadlineFormatted={menu.data.picking_deadline_formatted}
              />
            ) : (
              menu.isPending && <Skeleton width={360} sx={{ fontSize: 17, maxWidth: '100%' }} />
            )}
            {weekInfo && !weekInfo.orderable && (
              <Typography sx={{ mt: 0.75, fontSize: 14, color: 'text.secondary' }}>
                A preview: ordering for this week opens once the weeks before it close.
              </Typography>
            )}
            {intro && <Box sx={{ mt: 2 }}>{intro}</Box>}
          </Box>
          {weeks.data && weeks.data.length > 1 && (
            <Box sx={{ minWidth: 0, flex: 'none', maxWidth: '100%' }}>
              <WeekPicker weeks={weeks.data} selected={menu.data?.week} query={query} />
            </Box>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: 6 }}>
        <Typography component="h2" sx={visuallyHidden}>
          Meals
        </Typography>
        <MenuFilters query={query} onChange={update} />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1, sm: 2 },
            minHeight: 40,
            mt: { xs: 1.5, md: 2 },
            mb: 2,
          }}
        >
          <Typography
            role="status"
            sx={{ fontSize: 14, color: 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {menu.data &&
              (isFiltered(query) ? `${shown.length} of ${total} meals` : `${total} meals`)}
          </Typography>
          {isFiltered(query) && (
            <Button size="small" onClick={reset} sx={{ whiteSpace: 'nowrap' }}>
              Clear filters
            </Button>
          )}
          <Box sx={{ ml: 'auto' }}>
            <SortSelect value={query.sort} onChange={update} />
          </Box>
        </Box>
        {body}
      </Container>
      <MealDetail
        item={openMeal}
        onClose={close}
        readyToOrder={readyToOrder}
        boxPlan={boxPlan}
        {...(renderQuantityControl ? { quantityControl: renderQuantityControl } : {})}
        favourite={favourite}
      />
    </>
  );
}
