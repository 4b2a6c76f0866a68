import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DashboardWeek } from '@mealbox/contracts';
import { DASHBOARD_FIGURES } from '../figures';

/** The charts' weeks as a table, the newest first: the same figures, read row by row. */
export function DashboardWeeksTable({ weeks }: { weeks: readonly DashboardWeek[] }) {
  const id = useId();
  return (
    // A grid item as wide as the page, not as its table: the table scrolls within it.
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        Recent weeks
      </Typography>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-labelledby={id}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>Week</TableCell>
              {DASHBOARD_FIGURES.map((f) => (
                <TableCell key={f.key} align="right">
                  {f.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...weeks].reverse().map((w) => (
              <TableRow key={w.week}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{w.week}</TableCell>
                {DASHBOARD_FIGURES.map((f) => (
                  <TableCell key={f.key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {f.format(w[f.key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
