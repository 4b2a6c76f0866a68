import { FavoriteBorderIcon, FavoriteIcon } from './icons';

export const FAVOURITE_LABELS = {
  add: 'Add to favourites',
  remove: 'Remove from favourites',
} as const;

/** A meal's heart: whether it is a favourite, and what a press does (mark, unmark, or log in). */
export interface FavouriteToggle {
  on: boolean;
  onToggle: () => void;
}

/**
 * The heart as a plain toggle button; its looks come from where it sits (the card's class
 * selectors, the detail's sx), so a long list of cards adds no styled component per card.
 */
export function FavouriteHeart({
  on,
  onToggle,
  className,
}: FavouriteToggle & { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-label={on ? FAVOURITE_LABELS.remove : FAVOURITE_LABELS.add}
      data-on={on ? 'true' : undefined}
      onClick={onToggle}
    >
      {on ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </button>
  );
}

/** The heart's looks, shared by the card and the detail: round, white, red when on. */
export const heartStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  backgroundColor: 'rgba(255,255,255,0.94)',
  boxShadow: '0 1px 4px rgba(0,0,0,0.25)',
  color: '#1F1F1F',
  fontSize: 22,
  cursor: 'pointer',
  '&[data-on]': { color: '#C62828' },
  '&:hover': { backgroundColor: '#fff' },
  '&:focus-visible': { outline: '3px solid #1F1F1F', outlineOffset: 2 },
} as const;
