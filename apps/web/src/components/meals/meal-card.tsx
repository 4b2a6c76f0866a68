import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { styled, type Theme } from '@mui/material/styles';
import type { MenuItem } from '@mealbox/contracts';
import { FavouriteHeart, heartStyles, type FavouriteToggle } from './favourite-heart';
import { mealPriceShown, type BoxPlan } from './format';
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

const openerStyles = ({ theme }: { theme: Theme }) => ({
  color: 'inherit',
  textDecoration: 'none',
  font: 'inherit',
  textAlign: 'inherit' as const,
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
  '&:focus-visible': { outline: 'none' },
  '&.stretch::after': {
    content: '""',
    position: 'absolute' as const,
    inset: 0,
    borderRadius: 'inherit',
  },
  '&.stretch:focus-visible::after': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: -3,
  },
});
const OpenerLink = styled(RouterLink)(openerStyles);
const OpenerButton = styled('button')(openerStyles);

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
  const className = stretch ? 'stretch' : undefined;
  if (href) {
    return (
      <OpenerLink
        to={href}
        className={className}
        onClick={(e: MouseEvent) => {
          if (!onOpen || !isPlainClick(e)) return;
          e.preventDefault();
          onOpen();
        }}
      >
        {children}
      </OpenerLink>
    );
  }
  return (
    <OpenerButton type="button" onClick={onOpen} className={className}>
      {children}
    </OpenerButton>
  );
}

const Picture = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: '#EFEBE4',
});

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
    <Picture
      src={item.details.image}
      alt={item.details.name}
      width={400}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(sizes ? { sizes } : {})}
    />
  );
}

/** A small rounded label laid over a meal's picture (its badge, or the larger portion). */
const Chip = styled('span')(({ theme }) => ({
  display: 'inline-block',
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: 1.2,
  padding: theme.spacing(0.625, 1.25),
  borderRadius: 999,
  boxShadow: '0 1px 2px rgba(0,0,0,0.2)',
  '&.small': { fontSize: 11, padding: theme.spacing(0.375, 0.75) },
}));

/** The badge (badge_value on badge_color) as a small chip laid over the image. */
export function MealBadge({ item, small = false }: { item: MenuItem; small?: boolean }) {
  if (!item.details.badge_value) return null;
  return (
    <Chip
      className={small ? 'small' : undefined}
      style={{ backgroundColor: badgeColor(item.details.badge_color), letterSpacing: 0.2 }}
    >
      {item.details.badge_value}
    </Chip>
  );
}

/** The accessible words for the orange border (spec §4): the colour alone says nothing to many. */
export function LargerPortionLabel({ small = false }: { small?: boolean }) {
  return (
    <Chip
      className={small ? 'small' : undefined}
      style={{ backgroundColor: LARGER_PORTION_LABEL_BG }}
    >
      {LARGER_PORTION_LABEL}
    </Chip>
  );
}

export interface MealCardProps extends MealOpener {
  item: MenuItem;
  /** Spec §2: the price shows only when the visitor can order this week. */
  readyToOrder?: boolean;
  /** The plan of the box the meal would go into, which prices it; null or absent: à la carte. */
  boxPlan?: BoxPlan;
  /** The cart's plus/minus or add control; nothing is shown without it. */
  quantityControl?: ReactNode;
  /** The heart on the picture; none without it. */
  favourite?: FavouriteToggle;
  /** Load the image at once (the first row of the grid). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** The card and its parts in one styled element (see compact-meal-card.tsx). */
const Card = styled('article')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  backgroundColor: theme.palette.background.paper,
  borderRadius: theme.spacing(1.5),
  overflow: 'hidden',
  border: '1px solid rgba(0,0,0,0.08)',
  boxShadow: '0 1px 2px rgba(31,31,31,0.06)',
  transition: 'box-shadow 200ms',
  '&:hover': { boxShadow: '0 6px 20px rgba(31,31,31,0.12)' },
  '&[data-larger-portion]': { border: `2px solid ${LARGER_PORTION_BORDER}` },
  '& img': { transition: 'transform 300ms ease-out' },
  '@media (prefers-reduced-motion: no-preference)': {
    '&:hover img': { transform: 'scale(1.03)' },
  },
  '& .card-image': { position: 'relative', overflow: 'hidden' },
  '& .card-labels': {
    position: 'absolute',
    top: 12,
    left: 12,
    right: 12,
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
    pointerEvents: 'none',
  },
  '& .card-labels-end': { marginLeft: 'auto' },
  '& .card-body': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.5),
    flex: 1,
    padding: theme.spacing(1.75, 2, 2),
  },
  '& .card-title': {
    margin: 0,
    fontSize: 17,
    fontWeight: 650,
    lineHeight: 1.3,
    // Two lines at most (ui.md); the space is kept so the macros line up across a row.
    minHeight: '2.6em',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  '& .card-bottom': {
    marginTop: 'auto',
    paddingTop: theme.spacing(1.5),
    borderTop: `1px solid ${theme.palette.divider}`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    minHeight: 48,
  },
  '& .card-price': { margin: 0, fontSize: 18, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
  '& .card-premium': {
    display: 'block',
    fontSize: 13,
    fontWeight: 500,
    color: theme.palette.text.secondary,
  },
  // Above the stretched link, so its buttons stay clickable.
  '& .card-control': { position: 'relative', zIndex: 1 },
  '& .card-favourite': {
    ...heartStyles,
    position: 'absolute',
    right: 12,
    bottom: 12,
    zIndex: 1,
  },
}));

/** The price in the box the meal would go into, with the premium it includes named. */
function CardPrice({ item, boxPlan }: { item: MenuItem; boxPlan: BoxPlan }) {
  const shown = mealPriceShown(item, boxPlan);
  return (
    <p className="card-price" data-testid="meal-price">
      {shown.price}
      {shown.premium && <span className="card-premium">{shown.premium}</span>}
    </p>
  );
}

/**
 * A meal on the menu (spec §2, ui.md): food first, the badge on the image, the name in two lines
 * at most, the macros aligned, and the price with the quantity control on the bottom edge.
 */
export function MealCard({
  item,
  readyToOrder = false,
  boxPlan = null,
  quantityControl,
  favourite,
  priority = false,
  headingLevel: Heading = 'h3',
  onOpen,
  href,
}: MealCardProps) {
  const nameId = useId();
  const { details } = item;
  const bottom = readyToOrder || quantityControl;
  return (
    <Card
      aria-labelledby={nameId}
      data-sku={item.sku}
      data-larger-portion={item.larger_portion ? 'true' : undefined}
    >
      <div className="card-image">
        <MealImage
          item={item}
          priority={priority}
          sizes="(max-width: 599px) 100vw, (max-width: 959px) 50vw, (max-width: 1279px) 33vw, 25vw"
        />
        <div className="card-labels">
          <MealBadge item={item} />
          {item.larger_portion && (
            <div className="card-labels-end">
              <LargerPortionLabel />
            </div>
          )}
        </div>
        {favourite && <FavouriteHeart {...favourite} className="card-favourite" />}
      </div>
      <div className="card-body">
        <Heading id={nameId} className="card-title">
          <MealOpenerLink {...(onOpen ? { onOpen } : {})} {...(href ? { href } : {})}>
            {details.name}
          </MealOpenerLink>
        </Heading>
        <MealMacros details={details} />
        {bottom && (
          <div className="card-bottom">
            {readyToOrder ? <CardPrice item={item} boxPlan={boxPlan} /> : <span />}
            {quantityControl && <div className="card-control">{quantityControl}</div>}
          </div>
        )}
      </div>
    </Card>
  );
}
