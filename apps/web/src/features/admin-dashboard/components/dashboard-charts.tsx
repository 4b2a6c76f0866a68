import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardWeek } from '@mealbox/contracts';
import {
  ChartFigure,
  countLabel,
  dollars,
  moneyLabel,
  useStillCharts,
  valueAxis,
} from '../../admin-reports';
import { shortWeek } from '../../admin';

/** The recent weeks drawn: orders and meals, revenue, subscriptions, and the weeks not ordered. */
export function DashboardCharts({ weeks }: { weeks: readonly DashboardWeek[] }) {
  const still = useStillCharts();
  const names = weeks.map((w) => shortWeek(w.week));
  const band = [{ scaleType: 'band' as const, data: names }];
  const point = [{ scaleType: 'point' as const, data: names }];
  const counted = (label: string, value: (w: DashboardWeek) => number) => ({
    label,
    data: weeks.map(value),
    valueFormatter: countLabel,
  });
  const counts = (...values: Array<(w: DashboardWeek) => number>) => [
    valueAxis(
      weeks.flatMap((w) => values.map((value) => value(w))),
      'count',
    ),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <ChartFigure title="Orders and meals by week">
        <BarChart
          height={240}
          skipAnimation={still}
          xAxis={band}
          yAxis={counts((w) => w.meals)}
          series={[counted('Orders', (w) => w.orders), counted('Meals', (w) => w.meals)]}
        />
      </ChartFigure>
      <ChartFigure title="Revenue (net) by week">
        <LineChart
          height={240}
          skipAnimation={still}
          xAxis={point}
          yAxis={[
            {
              ...valueAxis(
                weeks.map((w) => w.revenue_cents),
                'money',
              ),
              width: 64,
            },
          ]}
          series={[
            {
              label: 'Revenue',
              data: weeks.map((w) => dollars(w.revenue_cents)),
              valueFormatter: moneyLabel,
              area: true,
              curve: 'linear',
            },
          ]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure title="Active subscriptions by week">
        <LineChart
          height={240}
          skipAnimation={still}
          xAxis={point}
          yAxis={counts((w) => w.active_subscriptions)}
          series={[
            { ...counted('Active subscriptions', (w) => w.active_subscriptions), curve: 'linear' },
          ]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure title="Skips, unattended and failed payments by week">
        <BarChart
          height={240}
          skipAnimation={still}
          xAxis={band}
          yAxis={counts(
            (w) => w.skips,
            (w) => w.unattended,
            (w) => w.failed_payments,
          )}
          series={[
            counted('Skips', (w) => w.skips),
            counted('Unattended', (w) => w.unattended),
            counted('Failed payments', (w) => w.failed_payments),
          ]}
        />
      </ChartFigure>
    </Box>
  );
}
