import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MenuItem } from '@mealbox/contracts';
import {
  LargerPortionLabel,
  MealBadge,
  MealImage,
  MealOpenerLink,
  type MealOpener,
} from './meal-card';
import { MealMacros } from './meal-macros';
import { LARGER_PORTION_BORDER } from './styles';

/**
 * A small meal card for overviews (the menus page): a tile with the picture on top while weeks
 * are stacked, a row with a thumbnail beside the name where weeks stand side by side (lg).
 */
export function CompactMealCard({
  item,
  headingLevel = 'h3',
  onOpen,
  href,
}: MealOpener & { item: MenuItem; headingLevel?: 'h3' | 'h4' }) {
  const nameId = useId();
  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      data-sku={item.sku}
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '64px minmax(0, 1fr)' },
        gridTemplateAreas: {
          xs: '"image" "name" "macros"',
          lg: '"image name" "macros macros"',
        },
        gridTemplateRows: { xs: 'auto 1fr auto', lg: 'auto auto' },
        alignItems: { lg: 'center' },
        columnGap: 1.25,
        rowGap: { xs: 0.75, lg: 1 },
        height: '100%',
        pb: { xs: 1.25, lg: 1 },
        p: { lg: 1 },
        bgcolor: 'background.paper',
        borderRadius: 2,
        overflow: 'hidden',
        border: item.larger_portion ? `2px solid ${LARGER_PORTION_BORDER}` : '1px solid',
        borderColor: item.larger_portion ? LARGER_PORTION_BORDER : 'rgba(0,0,0,0.08)',
        transition: 'box-shadow 200ms',
        '&:hover': { boxShadow: '0 4px 14px rgba(31,31,31,0.12)' },
      }}
    >
      <Box
        sx={{
          gridArea: 'image',
          position: 'relative',
          borderRadius: { xs: 0, lg: 1.25 },
          overflow: 'hidden',
        }}
      >
        <MealImage item={item} sizes="(min-width: 1280px) 64px, 180px" />
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            right: 8,
            display: { xs: 'flex', lg: 'none' },
            flexWrap: 'wrap',
            gap: 0.5,
            pointerEvents: 'none',
          }}
        >
          <MealBadge item={item} small />
          {item.larger_portion && (
            <Box sx={{ ml: 'auto' }}>
              <LargerPortionLabel small />
            </Box>
          )}
        </Box>
      </Box>
      <Box sx={{ gridArea: 'name', minWidth: 0, px: { xs: 1.25, lg: 0 } }}>
        <Typography
          component={headingLevel}
          id={nameId}
          sx={{
            fontSize: 14,
            fontWeight: 600,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <MealOpenerLink {...(onOpen ? { onOpen } : {})} {...(href ? { href } : {})}>
            {item.details.name}
          </MealOpenerLink>
        </Typography>
        {item.larger_portion && (
          // Over the picture on a tile; under the name in a row, where the thumbnail is small.
          <Box sx={{ mt: 0.5, display: { xs: 'none', lg: 'block' } }}>
            <LargerPortionLabel small />
          </Box>
        )}
      </Box>
      <Box sx={{ gridArea: 'macros', px: { xs: 1.25, lg: 0 } }}>
        <MealMacros details={item.details} size="small" />
      </Box>
    </Box>
  );
}
