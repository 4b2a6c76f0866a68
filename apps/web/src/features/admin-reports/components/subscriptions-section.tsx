import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useSubscriptionsReport } from '../api/get-subscriptions-report';
import { countLabel, valueAxis } from '../chart-values';
import { shortWeek } from '../../admin';
import { ChartFigure, useStillCharts } from './chart-figure';
import { ReportDataTable } from './report-data-table';
import { ReportStatus } from './report-status';

/** Subscription growth and churn by week, and the reasons given for cancelling. */
export function SubscriptionsSection({ query, enabled }: { query: string; enabled: boolean }) {
  const report = useSubscriptionsReport(query, enabled);
  const still = useStillCharts();
  const weeks = report.data?.weeks ?? [];
  const xAxis = [{ scaleType: 'band' as const, data: weeks.map((w) => shortWeek(w.week)) }];
  return (
    <ReportStatus query={report} label="subscriptions report">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <ChartFigure title="Active subscriptions at the end of each week">
          <LineChart
            height={260}
            skipAnimation={still}
            xAxis={[{ scaleType: 'point', data: xAxis[0]!.data }]}
            yAxis={[
              valueAxis(
                weeks.map((w) => w.active_at_end),
                'count',
              ),
            ]}
            series={[
              {
                label: 'Active',
                data: weeks.map((w) => w.active_at_end),
                valueFormatter: countLabel,
                curve: 'linear',
              },
            ]}
            hideLegend
          />
        </ChartFigure>
        <ChartFigure title="Subscriptions started and cancelled by week">
          <BarChart
            height={260}
            skipAnimation={still}
            xAxis={xAxis}
            yAxis={[
              valueAxis(
                weeks.flatMap((w) => [w.started, w.cancelled]),
                'count',
              ),
            ]}
            series={[
              { label: 'Started', data: weeks.map((w) => w.started), valueFormatter: countLabel },
              {
                label: 'Cancelled',
                data: weeks.map((w) => w.cancelled),
                valueFormatter: countLabel,
              },
            ]}
          />
        </ChartFigure>
      </Box>
      <ReportDataTable report="subscriptions" rows={weeks} query={query} />
      <ReportDataTable report="cancel-reasons" rows={report.data?.reasons ?? []} query={query} />
    </ReportStatus>
  );
}
