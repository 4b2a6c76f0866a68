import type { DashboardWeek } from '@mealbox/contracts';
import { ChartGrid, WeeklyChart } from '../../admin-reports';

/** The recent weeks drawn: orders and meals, revenue, subscriptions, and the weeks not ordered. */
export function DashboardCharts({ weeks }: { weeks: readonly DashboardWeek[] }) {
  return (
    <ChartGrid>
      <WeeklyChart
        title="Orders and meals by week"
        weeks={weeks}
        unit="count"
        height={240}
        series={[
          { label: 'Orders', value: (w) => w.orders },
          { label: 'Meals', value: (w) => w.meals },
        ]}
      />
      <WeeklyChart
        title="Revenue (net) by week"
        weeks={weeks}
        unit="money"
        height={240}
        line
        area
        series={[{ label: 'Revenue', value: (w) => w.revenue_cents }]}
      />
      <WeeklyChart
        title="Active subscriptions by week"
        weeks={weeks}
        unit="count"
        height={240}
        line
        series={[{ label: 'Active subscriptions', value: (w) => w.active_subscriptions }]}
      />
      <WeeklyChart
        title="Skips, unattended and failed payments by week"
        weeks={weeks}
        unit="count"
        height={240}
        series={[
          { label: 'Skips', value: (w) => w.skips },
          { label: 'Unattended', value: (w) => w.unattended },
          { label: 'Failed payments', value: (w) => w.failed_payments },
        ]}
      />
    </ChartGrid>
  );
}
