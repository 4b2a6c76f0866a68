import { useSubscriptionsReport } from '../api/get-subscriptions-report';
import { ReportDataTable } from './report-data-table';
import { ReportStatus } from './report-status';
import { ChartGrid, WeeklyChart } from './report-charts';

/** Subscription growth and churn by week, and the reasons given for cancelling. */
export function SubscriptionsSection({ query, enabled }: { query: string; enabled: boolean }) {
  const report = useSubscriptionsReport(query, enabled);
  const weeks = report.data?.weeks ?? [];
  return (
    <ReportStatus query={report} label="subscriptions report">
      <ChartGrid>
        <WeeklyChart
          title="Active subscriptions at the end of each week"
          weeks={weeks}
          unit="count"
          height={260}
          line
          series={[{ label: 'Active', value: (w) => w.active_at_end }]}
        />
        <WeeklyChart
          title="Subscriptions started and cancelled by week"
          weeks={weeks}
          unit="count"
          height={260}
          series={[
            { label: 'Started', value: (w) => w.started },
            { label: 'Cancelled', value: (w) => w.cancelled },
          ]}
        />
      </ChartGrid>
      <ReportDataTable report="subscriptions" rows={weeks} query={query} />
      <ReportDataTable report="cancel-reasons" rows={report.data?.reasons ?? []} query={query} />
    </ReportStatus>
  );
}
