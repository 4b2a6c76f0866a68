import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { KitchenMeal } from '@mealbox/contracts';

const count = (n: number) => n.toLocaleString('en-US');
const FIGURES = ['confirmed', 'forecast', 'total'] as const;
const headings = { confirmed: 'Confirmed', forecast: 'Forecast', total: 'Total' } as const;
/** The footer's cells as strong as the body's (MUI draws a footer small and grey). */
const totalSx = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } as const;

/** One of the report's tables: each meal's confirmed, forecast and total, then their sums. */
export function MealsTable({
  id,
  title,
  meals,
}: {
  id: string;
  title: string;
  meals: readonly KitchenMeal[];
}) {
  const sums = Object.fromEntries(
    FIGURES.map((f) => [f, meals.reduce((sum, m) => sum + m[f], 0)]),
  ) as Record<(typeof FIGURES)[number], number>;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Meal</TableCell>
              {FIGURES.map((f) => (
                <TableCell key={f} scope="col" align="right">
                  {headings[f]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {meals.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>None this week.</TableCell>
              </TableRow>
            )}
            {meals.map((meal) => (
              <TableRow key={meal.menu_item_id}>
                <TableCell component="th" scope="row">
                  {meal.name}
                </TableCell>
                {FIGURES.map((f) => (
                  <TableCell
                    key={f}
                    align="right"
                    sx={f === 'total' ? { fontWeight: 600 } : undefined}
                  >
                    {count(meal[f])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={totalSx}>
                Total
              </TableCell>
              {FIGURES.map((f) => (
                <TableCell key={f} align="right" sx={totalSx}>
                  {count(sums[f])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
}
