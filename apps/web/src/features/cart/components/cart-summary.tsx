import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { boxProgress, boxSummary } from '../cart-logic';

/** "8 of 12 meals" with a progress bar when a plan is set (ui.md: the box is always in view). */
export function CartSummary({
  cartCount,
  mealsPerWeek,
}: {
  cartCount: number;
  mealsPerWeek: number | null | undefined;
}) {
  const summary = boxSummary(cartCount, mealsPerWeek);
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{summary}</Typography>
      {mealsPerWeek ? (
        <LinearProgress
          variant="determinate"
          value={boxProgress(cartCount, mealsPerWeek)}
          aria-label={`Box progress: ${summary}`}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      ) : null}
    </Box>
  );
}
