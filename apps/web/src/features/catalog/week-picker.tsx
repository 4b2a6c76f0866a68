import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import type { MenuWeek } from '@mealbox/contracts';
import { visuallyHidden } from '../../components/meals/styles';
import { menuQueryToParams, type MenuQuery } from './menu-query';

/**
 * The published upcoming weeks as links (?week=YYYY-MM-DD; the current ordering week has a plain
 * URL). The filters travel with them, so "Keto, by protein" holds from week to week.
 */
export function WeekPicker({
  weeks,
  selected,
  query,
}: {
  weeks: MenuWeek[];
  selected: string | undefined;
  query: MenuQuery;
}) {
  const location = useLocation();
  const base = new URLSearchParams(location.search);
  return (
    <Box
      component="nav"
      aria-label="Delivery weeks"
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        scrollbarWidth: 'none',
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        py: 0.5,
      }}
    >
      {weeks.map((week, index) => {
        const current = week.week === selected;
        const search = menuQueryToParams(
          { ...query, week: index === 0 ? null : week.week },
          base,
        ).toString();
        return (
          <Box
            key={week.week}
            component={RouterLink}
            to={{ pathname: location.pathname, search: search ? `?${search}` : '' }}
            aria-current={current ? 'page' : undefined}
            sx={{
              // Positioned, so the hidden "Week of" stays inside the scrolling row.
              position: 'relative',
              flex: 'none',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              minWidth: 84,
              px: 2,
              py: 0.75,
              borderRadius: 2,
              border: 1,
              textDecoration: 'none',
              lineHeight: 1.25,
              borderColor: current ? 'primary.main' : 'rgba(0,0,0,0.15)',
              bgcolor: current ? 'primary.main' : 'background.paper',
              color: current ? 'primary.contrastText' : 'text.primary',
              '&:hover': { borderColor: 'primary.main' },
              '&:focus-visible': {
                outline: '3px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            <Box component="span" sx={{ fontSize: 12 }}>
              {index === 0 ? 'Next delivery' : week.orderable ? 'Order ahead' : 'Coming up'}
            </Box>
            <Box component="span" sx={{ fontSize: 15, fontWeight: 700 }}>
              <Box component="span" sx={visuallyHidden}>
                Week of{' '}
              </Box>
              {week.week_formatted}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
