import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useSalesReport } from '../api/get-sales-report';
import { countLabel, dollars, moneyLabel, valueAxis } from '../chart-values';
import { shortWeek } from '../../admin';
import { ChartFigure, useStillCharts } from './chart-figure';
import { ReportDataTable } from './report-data-table';
import { ReportStatus } from './report-status';

/** Sales by delivery week: what the boxes came to and what the store kept, orders and meals. */
export function SalesSection({ query, enabled }: { query: string; enabled: boolean }) {
  const report = useSalesReport(query, enabled);
  const still = useStillCharts();
  const weeks = report.data?.weeks ?? [];
  const xAxis = [{ scaleType: 'band' as const, data: weeks.map((w) => shortWeek(w.week)) }];
  return (
    <ReportStatus query={report} label="sales report">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <ChartFigure title="Gross and net sales by week">
          <BarChart
            height={260}
            skipAnimation={still}
            xAxis={xAxis}
            yAxis={[
              {
                ...valueAxis(
                  weeks.map((w) => w.gross_cents),
                  'money',
                ),
                width: 64,
              },
            ]}
            series={[
              {
                label: 'Gross',
                data: weeks.map((w) => dollars(w.gross_cents)),
                valueFormatter: moneyLabel,
              },
              {
                label: 'Net',
                data: weeks.map((w) => dollars(w.net_cents)),
                valueFormatter: moneyLabel,
              },
            ]}
          />
        </ChartFigure>
        <ChartFigure title="Orders and meals by week">
          <BarChart
            height={260}
            skipAnimation={still}
            xAxis={xAxis}
            yAxis={[
              valueAxis(
                weeks.map((w) => w.meals),
                'count',
              ),
            ]}
            series={[
              { label: 'Orders', data: weeks.map((w) => w.orders), valueFormatter: countLabel },
              { label: 'Meals', data: weeks.map((w) => w.meals), valueFormatter: countLabel },
            ]}
          />
        </ChartFigure>
      </Box>
      <ReportDataTable report="sales" rows={weeks} query={query} />
    </ReportStatus>
  );
}
