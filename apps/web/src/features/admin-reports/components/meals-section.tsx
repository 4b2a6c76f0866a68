import { useMealsReport } from '../api/get-meals-report';
import { countLabel } from '../chart-values';
import { ReportDataTable } from './report-data-table';
import { ReportStatus } from './report-status';
import { RankingChart } from './report-charts';

/** How many of the most sold meals the chart draws (the table lists every one). */
const CHARTED_MEALS = 10;

/** Meal popularity: the most sold meals drawn, every meal sold listed. */
export function MealsSection({ query, enabled }: { query: string; enabled: boolean }) {
  const report = useMealsReport(query, enabled);
  const meals = report.data?.meals ?? [];
  return (
    <ReportStatus query={report} label="meal popularity report">
      <RankingChart
        title={`The ${CHARTED_MEALS} most sold meals (${countLabel(report.data?.total_meals ?? 0)} meals sold in all)`}
        rows={meals.slice(0, CHARTED_MEALS)}
        name={(m) => m.name}
        nameWidth={170}
        unit="count"
        series={{ label: 'Meals', value: (m) => m.meals }}
      />
      <ReportDataTable report="meals" rows={meals} query={query} />
    </ReportStatus>
  );
}
