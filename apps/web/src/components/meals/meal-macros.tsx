import Box from '@mui/material/Box';
import type { MenuItem } from '@mealbox/contracts';
import { macroFigures } from './format';
import { visuallyHidden } from './styles';

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
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: small
          ? 'minmax(0, 1.25fr) repeat(3, minmax(0, 1fr))'
          : 'repeat(4, minmax(0, 1fr))',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {macroFigures(details).map((f, i) => (
        <Box
          key={f.key}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            minWidth: 0,
            pl: i === 0 ? 0 : small ? 0.75 : 1.25,
            borderLeft: i === 0 ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          <Box
            component="dt"
            sx={{
              fontSize: small ? 11 : 12,
              lineHeight: 1.4,
              color: 'text.secondary',
              whiteSpace: 'nowrap',
            }}
          >
            {small && f.key !== 'calories' ? (
              <>
                <span aria-hidden="true">{f.short.charAt(0)}</span>
                <Box component="span" sx={visuallyHidden}>
                  {f.label}
                </Box>
              </>
            ) : (
              f.short
            )}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              fontSize: small ? 13 : 15,
              fontWeight: 700,
              lineHeight: 1.35,
              whiteSpace: 'nowrap',
            }}
          >
            {f.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
