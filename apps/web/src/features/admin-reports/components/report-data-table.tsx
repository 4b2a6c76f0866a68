import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  REPORT_TABLES,
  type CsvReport,
  type ReportRows,
  type ReportTable,
} from '@mealbox/contracts';
import { isFigure, screenCell } from '../cells';

/** The CSV export of a report's table for the range (the same query as the page's). */
export const csvHref = (report: CsvReport, query: string) =>
  `/api/admin/reports/${report}.csv?${query}`;

/**
 * A report's table: its title, a link to download the same rows as CSV, and the rows, each
 * column as the report's table defines it (the CSV's columns). Scrolls within itself when long
 * or wide, and can be scrolled from the keyboard.
 */
export function ReportDataTable<K extends CsvReport>({
  report,
  rows,
  query,
}: {
  report: K;
  rows: ReadonlyArray<ReportRows[K]>;
  query: string;
}) {
  const { title, columns } = REPORT_TABLES[report] as ReportTable<ReportRows[K]>;
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h3" id={id} sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Link href={csvHref(report, query)} download aria-label={`Download CSV: ${title}`}>
          Download CSV
        </Link>
      </Box>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-labelledby={id}
        sx={{ maxHeight: 440, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.header} align={isFigure(c.kind) ? 'right' : 'left'}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i} hover>
                {columns.map((c) => (
                  <TableCell
                    key={c.header}
                    align={isFigure(c.kind) ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {screenCell(c.kind, c.value(row))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>Nothing in this range.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
