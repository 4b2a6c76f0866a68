import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MenuItem } from '@mealbox/contracts';
import { formatPrice } from './format';
import { MealMacros } from './meal-macros';
import {
  badgeColor,
  LARGER_PORTION_BORDER,
  LARGER_PORTION_LABEL,
  LARGER_PORTION_LABEL_BG,
} from './styles';

export interface MealOpener {
  /** Opens the meal's detail; with `href`, a plain left click calls it instead of navigating. */
  onOpen?: () => void;
  /** Where the meal's detail lives, so it can be opened in a new tab or shared. */
  href?: string;
}

/** A plain left click: the others (new tab, new window) belong to the browser. */
export const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The meal's name as the card's one link or button; its ::after covers the card, so a click on
 * the image (or anywhere but the quantity control) opens the detail too.
 */
export function MealOpenerLink({
  onOpen,
  href,
  children,
  stretch = true,
}: MealOpener & { children: ReactNode; stretch?: boolean }) {
  const sx = {
    color: 'inherit',
    textDecoration: 'none',
    font: 'inherit',
    textAlign: 'inherit',
    background: 'none',
    border: 0,
    p: 0,
    cursor: 'pointer',
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': { outline: 'none' },
    ...(stretch && {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
      '&:focus-visible::after': {
        outline: '3px solid',
        outlineColor: 'primary.main',
        outlineOffset: -3,
      },
    }),
  } as const;
  if (href) {
    return (
      <Box
        component={RouterLink}
        to={href}
        onClick={(e: MouseEvent) => {
          if (!onOpen || !isPlainClick(e)) return;
          e.preventDefault();
          onOpen();
        }}
        sx={sx}
      >
        {children}
      </Box>
    );
  }
  return (
    <Box component="button" type="button" onClick={onOpen} sx={sx}>
      {children}
    </Box>
  );
}

/** The meal's picture: 4:3, lazy unless it is in the first row, never shifting the layout. */
export function MealImage({
  item,
  priority = false,
  sizes,
}: {
  item: MenuItem;
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <Box
      component="img"
      src={item.details.image}
      alt={item.details.name}
      width={400}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(sizes ? { sizes } : {})}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: 'cover',
        bgcolor: '#EFEBE4',
      }}
    />
  );
}

/** The badge (badge_value on badge_color) as a small chip laid over the image. */
export function MealBadge({ item, small = false }: { item: MenuItem; small?: boolean }) {
  if (!item.details.badge_value) return null;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        bgcolor: badgeColor(item.details.badge_color),
        color: '#fff',
        fontSize: small ? 11 : 12,
        fontWeight: 700,
        lineHeight: 1.2,
        letterSpacing: 0.2,
        px: small ? 0.75 : 1.25,
        py: small ? 0.375 : 0.625,
        borderRadius: 999,
        boxShadow: '0 1px 2px rgba(0,0,0,0.2)',
      }}
    >
      {item.details.badge_value}
    </Box>
  );
}

/** The accessible words for the orange border (spec §4): the colour alone says nothing to many. */
export function LargerPortionLabel({ small = false }: { small?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        bgcolor: LARGER_PORTION_LABEL_BG,
        color: '#fff',
        fontSize: small ? 11 : 12,
        fontWeight: 700,
        lineHeight: 1.2,
        px: small ? 0.75 : 1.25,
        py: small ? 0.375 : 0.625,
        borderRadius: 999,
        boxShadow: '0 1px 2px rgba(0,0,0,0.2)',
      }}
    >
      {LARGER_PORTION_LABEL}
    </Box>
  );
}

export interface MealCardProps extends MealOpener {
  item: MenuItem;
  /** Spec §2: the price shows only when the visitor can order this week. */
  readyToOrder?: boolean;
  /** The cart's plus/minus or add control; nothing is shown without it. */
  quantityControl?: ReactNode;
  /** Load the image at once (the first row of the grid). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A meal on the menu (spec §2, ui.md): food first, the badge on the image, the name in two lines
 * at most, the macros aligned, and the price with the quantity control on the bottom edge.
 */
export function MealCard({
  item,
  readyToOrder = false,
  quantityControl,
  priority = false,
  headingLevel = 'h3',
  onOpen,
  href,
}: MealCardProps) {
  const nameId = useId();
  const { details } = item;
  const bottom = readyToOrder || quantityControl;
  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      data-sku={item.sku}
      data-larger-portion={item.larger_portion ? 'true' : undefined}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: 'background.paper',
        borderRadius: 3,
        overflow: 'hidden',
        border: item.larger_portion ? `2px solid ${LARGER_PORTION_BORDER}` : '1px solid',
        borderColor: item.larger_portion ? LARGER_PORTION_BORDER : 'rgba(0,0,0,0.08)',
        boxShadow: '0 1px 2px rgba(31,31,31,0.06)',
        transition: 'box-shadow 200ms',
        '&:hover': { boxShadow: '0 6px 20px rgba(31,31,31,0.12)' },
        '& img': { transition: 'transform 300ms ease-out' },
        '@media (prefers-reduced-motion: no-preference)': {
          '&:hover img': { transform: 'scale(1.03)' },
        },
      }}
    >
      <Box sx={{ position: 'relative', overflow: 'hidden' }}>
        <MealImage
          item={item}
          priority={priority}
          sizes="(max-width: 599px) 100vw, (max-width: 959px) 50vw, (max-width: 1279px) 33vw, 25vw"
        />
        <Box
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            right: 12,
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 1,
            pointerEvents: 'none',
          }}
        >
          <MealBadge item={item} />
          {item.larger_portion && (
            <Box sx={{ ml: 'auto' }}>
              <LargerPortionLabel />
            </Box>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, p: 2, pt: 1.75 }}>
        <Typography
          component={headingLevel}
          id={nameId}
          sx={{
            fontSize: 17,
            fontWeight: 650,
            lineHeight: 1.3,
            // Two lines at most (ui.md); the space is kept so the macros line up across a row.
            minHeight: '2.6em',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <MealOpenerLink {...(onOpen ? { onOpen } : {})} {...(href ? { href } : {})}>
            {details.name}
          </MealOpenerLink>
        </Typography>
        <MealMacros details={details} />
        {bottom && (
          <Box
            sx={{
              mt: 'auto',
              pt: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              minHeight: 48,
            }}
          >
            {readyToOrder ? (
              <Typography
                component="p"
                sx={{ fontSize: 18, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatPrice(item.price)}
              </Typography>
            ) : (
              <span />
            )}
            {quantityControl && (
              // Above the stretched link, so its buttons stay clickable.
              <Box sx={{ position: 'relative', zIndex: 1 }}>{quantityControl}</Box>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
