import { useNearViewport } from '../../lib/use-near-viewport';
import { useDeferredValue, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Skeleton } from '../../components/placeholder';
import Typography from '@mui/material/Typography';
import type { MenuItem, MenuWeek } from '@mealbox/contracts';
import { CompactMealCard } from '../../components/meals/compact-meal-card';
import { ArrowForwardIcon } from '../../components/meals/icons';
import { visuallyHidden } from '../../components/meals/styles';
import { useMenu } from '../../features/catalog/api/get-menu';
import { useUpcomingWeeks } from '../../features/catalog/api/get-weeks';

/** Where weeks stop stacking and stand side by side as columns (the lg breakpoint, 1280 px). */
const SIDE_BY_SIDE = 'lg';

/** A week's meals: a swipeable row of tiles while stacked, a list of rows in a column. */
const mealListSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: { xs: 'grid', [SIDE_BY_SIDE]: 'flex' },
  flexDirection: 'column',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '47%', sm: '30%', md: '22.5%' },
  gap: { xs: 1.5, [SIDE_BY_SIDE]: 1 },
  overflowX: { xs: 'auto', [SIDE_BY_SIDE]: 'visible' },
  scrollSnapType: { xs: 'x mandatory', [SIDE_BY_SIDE]: 'none' },
  scrollPaddingInline: { xs: 16, sm: 0 },
  mx: { xs: -2, sm: 0 },
  px: { xs: 2, sm: 0 },
  pb: { xs: 1, [SIDE_BY_SIDE]: 0 },
  '& > li': {
    scrollSnapAlign: 'start',
    // Most of a week's tiles sit off screen (to the right in a row, below in a column): the
    // browser lays them out and paints them only as they come near (Total Blocking Time).
    contentVisibility: 'auto',
    containIntrinsicBlockSize: { xs: 'auto 200px', [SIDE_BY_SIDE]: 'auto 100px' },
  },
} as const;

/**
 * A meal of a week's list, drawn once it comes near the screen (or at once when `drawn`): until
 * then an empty tile of the list's size, hidden from assistive technology.
 */
function MealTile({ item, href, drawn }: { item: MenuItem; href: string; drawn: boolean }) {
  const [ref, near] = useNearViewport<HTMLLIElement>();
  const show = drawn || near;
  return (
    <li ref={ref} aria-hidden={show ? undefined : true}>
      {show && <CompactMealCard item={item} href={href} />}
    </li>
  );
}

/**
 * A week's list until its menu is here, laid out as the list and about its size (a row of tiles
 * while stacked, rows in a column): the weeks below do not move when it comes (layout shift). It
 * pulses only while the menu loads; a week still out of sight keeps its place still.
 */
function WeekSkeleton({ loading }: { loading: boolean }) {
  return (
    <Box sx={mealListSx} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton
          key={i}
          variant="rounded"
          sx={{ height: { xs: 212, [SIDE_BY_SIDE]: 64 }, ...(!loading && { animation: 'none' }) }}
        />
      ))}
    </Box>
  );
}

const weekStatus = (week: MenuWeek, index: number) =>
  index === 0 ? 'Next delivery' : week.orderable ? 'Order ahead' : 'Coming up';

function WeekColumn({ week, index }: { week: MenuWeek; index: number }) {
  const headingId = useId();
  // The first week shows its top meals with the page; the rest of each list follows. The later
  // weeks, below it on a phone, are fetched and drawn as the visitor scrolls near them (their
  // skeleton meanwhile): fetched at once, each answer's handling lengthened the page's start on a
  // phone. Side by side on a wide screen, all at once.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const shown = index === 0 || near;
  const menu = useMenu(week.week, { enabled: shown });
  // A later week's menu arrives after the page has started: its list is drawn in a transition, in
  // short slices, instead of at once in the task that received it (the first week's is here with
  // the page, so it hydrates as it is).
  const items = useDeferredValue(menu.data?.items);
  // The first week's top meals come drawn by the server; each other tile is drawn as it comes
  // near the screen (most sit off it: to the right in a phone's row, below in a column).
  const drawnFirst = index === 0 ? 6 : 0;
  const menuLink = `/meals?week=${week.week}`;
  return (
    <Box
      ref={sectionRef}
      component="section"
      aria-labelledby={headingId}
      sx={{
        minWidth: 0,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: index === 0 ? 'primary.main' : 'rgba(0,0,0,0.08)',
        borderRadius: 3,
        p: { xs: 2, [SIDE_BY_SIDE]: 1.5 },
        // The later weeks start below the first on a phone: the browser lays them out and paints
        // them only as they come near (as each week's tiles), not with the page.
        ...(index > 0 && { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 420px' }),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', [SIDE_BY_SIDE]: 'column' },
          alignItems: { xs: 'flex-end', [SIDE_BY_SIDE]: 'stretch' },
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
          pb: { [SIDE_BY_SIDE]: 1.5 },
          borderBottom: { [SIDE_BY_SIDE]: 1 },
          borderColor: { [SIDE_BY_SIDE]: 'divider' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              mb: 0.75,
              px: 1,
              py: 0.25,
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 700,
              bgcolor: index === 0 ? 'primary.main' : '#F1F0EA',
              color: index === 0 ? 'primary.contrastText' : 'text.primary',
            }}
          >
            {weekStatus(week, index)}
          </Box>
          <Typography component="h2" id={headingId} sx={{ lineHeight: 1.15 }}>
            <Box component="span" sx={{ display: 'block', fontSize: 14, color: 'text.secondary' }}>
              Delivery the week of
            </Box>{' '}
            <Box component="span" sx={{ display: 'block', fontSize: 26, fontWeight: 800 }}>
              {week.week_formatted}
            </Box>
          </Typography>
          <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
            Choose by {week.picking_deadline_formatted}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={menuLink}
          variant={index === 0 ? 'contained' : 'outlined'}
          size="small"
          endIcon={<ArrowForwardIcon />}
          sx={{ flex: 'none', whiteSpace: 'nowrap' }}
        >
          See full menu
          <Box component="span" sx={visuallyHidden}>
            {' '}
            for the week of {week.week_formatted}
          </Box>
        </Button>
      </Box>
      {items && shown ? (
        <Box
          component="ul"
          aria-label={`Meals for the week of ${week.week_formatted}`}
          sx={mealListSx}
        >
          {items.map((item, i) => (
            <MealTile
              key={item.sku}
              item={item}
              href={`/meals/${item.short_name}?week=${week.week}`}
              drawn={i < drawnFirst}
            />
          ))}
        </Box>
      ) : menu.isError ? (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          This week’s menu could not be loaded.
        </Typography>
      ) : (
        <WeekSkeleton loading={shown} />
      )}
    </Box>
  );
}

/** /pages/our-menus: the upcoming weeks side by side, each with its meals and a link to its menu. */
export default function OurMenusRoute() {
  const weeks = useUpcomingWeeks();
  const count = weeks.data?.length ?? 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: { xs: 3, md: 4 }, maxWidth: 720 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 36 }, mb: 1 }}>
          Our Menus
        </Typography>
        <Typography sx={{ fontSize: { xs: 15, sm: 17 }, color: 'text.secondary' }}>
          A new chef-prepared menu every week.{' '}
          {count > 1 && `Here is what’s cooking for the next ${count} weeks. `}
          Open a week to filter by diet, sort and choose.
        </Typography>
      </Box>
      {weeks.isPending ? (
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', [SIDE_BY_SIDE]: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={320} />
          ))}
        </Box>
      ) : weeks.isError ? (
        <Typography color="text.secondary">
          We couldn’t load the menus. Please reload the page to try again.
        </Typography>
      ) : count === 0 ? (
        <Typography color="text.secondary">
          The next menus are being written. Please check back soon.
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, [SIDE_BY_SIDE]: 1.5 },
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              [SIDE_BY_SIDE]: `repeat(${count}, minmax(0, 1fr))`,
            },
          }}
        >
          {weeks.data.map((week, index) => (
            <WeekColumn key={week.week} week={week} index={index} />
          ))}
        </Box>
      )}
    </Container>
  );
}
