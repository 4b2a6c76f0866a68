import { BarChart } from '@mui/x-charts/BarChart';
import { useMealsReport } from '../api/get-meals-report';
import { axisName, countLabel, valueAxis } from '../chart-values';
import { ChartFigure, useStillCharts } from './chart-figure';
import { ReportDataTable } from './report-data-table';
import { ReportStatus } from './report-status';

/** How many of the most sold meals the chart draws (the table lists every one). */
const CHARTED_MEALS = 10;

/** Meal popularity: the most sold meals drawn, every meal sold listed. */
export function MealsSection({ query, enabled }: { query: string; enabled: boolean }) {
  const report = useMealsReport(query, enabled);
  const still = useStillCharts();
  const meals = report.data?.meals ?? [];
  const top = meals.slice(0, CHARTED_MEALS);
  return (
    <ReportStatus query={report} label="meal popularity report">
      <ChartFigure
        title={`The ${CHARTED_MEALS} most sold meals (${countLabel(report.data?.total_meals ?? 0)} meals sold in all)`}
      >
        <BarChart
          height={Math.max(160, 40 + top.length * 30)}
          layout="horizontal"
          skipAnimation={still}
          yAxis={[{ scaleType: 'band', data: top.map((m) => axisName(m.name)), width: 170 }]}
          xAxis={[
            valueAxis(
              top.map((m) => m.meals),
              'count',
            ),
          ]}
          series={[{ label: 'Meals', data: top.map((m) => m.meals), valueFormatter: countLabel }]}
          hideLegend
        />
      </ChartFigure>
      <ReportDataTable report="meals" rows={meals} query={query} />
    </ReportStatus>
  );
}
