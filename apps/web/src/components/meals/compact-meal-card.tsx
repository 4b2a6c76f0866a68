import { useId } from 'react';
import { styled } from '@mui/material/styles';
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
 * The tile and its parts in one styled element (the parts are plain elements with classes): the
 * menus page shows well over a hundred of these, and each styled element costs style work on
 * every render, which a phone pays in Total Blocking Time.
 */
const Tile = styled('article')(({ theme }) => {
  const sideBySide = theme.breakpoints.up('lg');
  return {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"image" "name" "macros"',
    gridTemplateRows: 'auto 1fr auto',
    columnGap: theme.spacing(1.25),
    rowGap: theme.spacing(0.75),
    height: '100%',
    paddingBottom: theme.spacing(1.25),
    backgroundColor: theme.palette.background.paper,
    borderRadius: theme.spacing(1),
    overflow: 'hidden',
    border: '1px solid rgba(0,0,0,0.08)',
    transition: 'box-shadow 200ms',
    '&:hover': { boxShadow: '0 4px 14px rgba(31,31,31,0.12)' },
    '&.larger-portion': { border: `2px solid ${LARGER_PORTION_BORDER}` },
    [sideBySide]: {
      gridTemplateColumns: '64px minmax(0, 1fr)',
      gridTemplateAreas: '"image name" "macros macros"',
      gridTemplateRows: 'auto auto',
      alignItems: 'center',
      rowGap: theme.spacing(1),
      padding: theme.spacing(1),
    },
    '& .tile-image': {
      gridArea: 'image',
      position: 'relative',
      overflow: 'hidden',
      [sideBySide]: { borderRadius: theme.spacing(0.625) },
    },
    '& .tile-labels': {
      position: 'absolute',
      top: 8,
      left: 8,
      right: 8,
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.5),
      pointerEvents: 'none',
      [sideBySide]: { display: 'none' },
    },
    '& .tile-labels-end': { marginLeft: 'auto' },
    '& .tile-name': {
      gridArea: 'name',
      minWidth: 0,
      padding: theme.spacing(0, 1.25),
      [sideBySide]: { padding: 0 },
    },
    '& .tile-title': {
      margin: 0,
      fontSize: 14,
      fontWeight: 600,
      lineHeight: 1.3,
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    // Over the picture on a tile; under the name in a row, where the thumbnail is small.
    '& .tile-name-label': {
      marginTop: theme.spacing(0.5),
      display: 'none',
      [sideBySide]: { display: 'block' },
    },
    '& .tile-macros': {
      gridArea: 'macros',
      padding: theme.spacing(0, 1.25),
      [sideBySide]: { padding: 0 },
    },
  };
});

/**
 * A small meal card for overviews (the menus page): a tile with the picture on top while weeks
 * are stacked, a row with a thumbnail beside the name where weeks stand side by side (lg).
 */
export function CompactMealCard({
  item,
  headingLevel: Heading = 'h3',
  onOpen,
  href,
}: MealOpener & { item: MenuItem; headingLevel?: 'h3' | 'h4' }) {
  const nameId = useId();
  return (
    <Tile
      aria-labelledby={nameId}
      data-sku={item.sku}
      className={item.larger_portion ? 'larger-portion' : undefined}
    >
      <div className="tile-image">
        <MealImage item={item} sizes="(min-width: 1280px) 64px, 180px" />
        <div className="tile-labels">
          <MealBadge item={item} small />
          {item.larger_portion && (
            <div className="tile-labels-end">
              <LargerPortionLabel small />
            </div>
          )}
        </div>
      </div>
      <div className="tile-name">
        <Heading id={nameId} className="tile-title">
          <MealOpenerLink {...(onOpen ? { onOpen } : {})} {...(href ? { href } : {})}>
            {item.details.name}
          </MealOpenerLink>
        </Heading>
        {item.larger_portion && (
          <div className="tile-name-label">
            <LargerPortionLabel small />
          </div>
        )}
      </div>
      <div className="tile-macros">
        <MealMacros details={item.details} size="small" />
      </div>
    </Tile>
  );
}
