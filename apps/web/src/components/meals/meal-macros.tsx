import { styled } from '@mui/material/styles';
import type { MenuItem } from '@mealbox/contracts';
import { macroFigures } from './format';
import { visuallyHidden } from './styles';

/**
 * One styled element for the whole list, its parts plain elements styled through it: a menu
 * shows a hundred cards or more, and every styled element costs the page its style work on each
 * render (Total Blocking Time on a phone).
 */
const MacroList = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  fontVariantNumeric: 'tabular-nums',
  '& > div': {
    display: 'flex',
    flexDirection: 'column-reverse',
    minWidth: 0,
  },
  '& > div + div': {
    paddingLeft: theme.spacing(1.25),
    borderLeft: `1px solid ${theme.palette.divider}`,
  },
  '& dt': {
    fontSize: 12,
    lineHeight: 1.4,
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
  },
  '& dd': { margin: 0, fontSize: 15, fontWeight: 700, lineHeight: 1.35, whiteSpace: 'nowrap' },
  '& .macro-label': visuallyHidden,
  '&.small': {
    gridTemplateColumns: 'minmax(0, 1.25fr) repeat(3, minmax(0, 1fr))',
    '& > div + div': { paddingLeft: theme.spacing(0.75) },
    '& dt': { fontSize: 11 },
    '& dd': { fontSize: 13 },
  },
}));

/**
 * Calories, protein, carbs and fat as small aligned figures, figure over label (ui.md: kcal · P ·
 * C · F). A description list, so a screen reader hears each figure with its full name.
 */
export function MealMacros({
  details,
  size = 'regular',
}: {
  details: MenuItem['details'];
  /** small: compact cards, with the labels shortened to kcal · P · C · F. */
  size?: 'regular' | 'small';
}) {
  const small = size === 'small';
  return (
    <MacroList {...(small ? { className: 'small' } : {})}>
      {macroFigures(details).map((f) => (
        <div key={f.key}>
          <dt>
            {small && f.key !== 'calories' ? (
              <>
                <span aria-hidden="true">{f.short.charAt(0)}</span>
                <span className="macro-label">{f.label}</span>
              </>
            ) : (
              f.short
            )}
          </dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </MacroList>
  );
}
