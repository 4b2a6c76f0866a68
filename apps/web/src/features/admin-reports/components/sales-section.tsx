import { useSalesReport } from '../api/get-sales-report';
import { ReportDataTable } from './report-data-table';
import { ReportStatus } from './report-status';
import { ChartGrid, WeeklyChart } from './report-charts';

/** Sales by delivery week: what the boxes came to and what the store kept, orders and meals. */
export function SalesSection({ query, enabled }: { query: string; enabled: boolean }) {
  const report = useSalesReport(query, enabled);
  const weeks = report.data?.weeks ?? [];
  return (
    <ReportStatus query={report} label="sales report">
      <ChartGrid>
        <WeeklyChart
          title="Gross and net sales by week"
          weeks={weeks}
          unit="money"
          height={260}
          series={[
            { label: 'Gross', value: (w) => w.gross_cents },
            { label: 'Net', value: (w) => w.net_cents },
          ]}
        />
        <WeeklyChart
          title="Orders and meals by week"
          weeks={weeks}
          unit="count"
          height={260}
          series={[
            { label: 'Orders', value: (w) => w.orders },
            { label: 'Meals', value: (w) => w.meals },
          ]}
        />
      </ChartGrid>
      <ReportDataTable report="sales" rows={weeks} query={query} />
    </ReportStatus>
  );
}
