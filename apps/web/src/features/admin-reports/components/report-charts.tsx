import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { shortWeek } from '../../admin';
import { axisName, countLabel, dollars, moneyLabel, valueAxis } from '../chart-values';
import { ChartFigure, useStillCharts } from './chart-figure';

/** The charts of a report or the dashboard, two abreast on a wide screen. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>{children}</Box>
  );
}

/** One line or group of bars: its legend's label and each row's figure. */
export interface ChartSeries<Row> {
  label: string;
  value: (row: Row) => number;
}

/** Counts drawn as they are; amounts (cents) drawn in dollars on an axis wide enough for them. */
function drawn<Row>(rows: readonly Row[], series: readonly ChartSeries<Row>[], unit: Unit) {
  const money = unit === 'money';
  const axis = valueAxis(
    rows.flatMap((row) => series.map((s) => s.value(row))),
    unit,
  );
  return {
    axis,
    series: series.map((s) => ({
      label: s.label,
      data: rows.map((row) => (money ? dollars(s.value(row)) : s.value(row))),
      valueFormatter: money ? moneyLabel : countLabel,
    })),
  };
}

type Unit = 'count' | 'money';

/**
 * Figures by delivery week, captioned: bars side by side for each week, or a line through the
 * weeks. A chart of one series has no legend; its caption names it.
 */
export function WeeklyChart<Row extends { week: string }>({
  title,
  weeks,
  series,
  unit,
  line = false,
  area = false,
  height,
}: {
  title: string;
  weeks: readonly Row[];
  series: readonly ChartSeries<Row>[];
  unit: Unit;
  line?: boolean;
  area?: boolean;
  height: number;
}) {
  const still = useStillCharts();
  const names = weeks.map((w) => shortWeek(w.week));
  const chart = drawn(weeks, series, unit);
  const yAxis = [unit === 'money' ? { ...chart.axis, width: 64 } : chart.axis];
  const hideLegend = series.length === 1;
  return (
    <ChartFigure title={title}>
      {line ? (
        <LineChart
          height={height}
          skipAnimation={still}
          xAxis={[{ scaleType: 'point', data: names }]}
          yAxis={yAxis}
          series={chart.series.map((s) => ({ ...s, curve: 'linear' as const, area }))}
          hideLegend={hideLegend}
        />
      ) : (
        <BarChart
          height={height}
          skipAnimation={still}
          xAxis={[{ scaleType: 'band', data: names }]}
          yAxis={yAxis}
          series={chart.series}
          hideLegend={hideLegend}
        />
      )}
    </ChartFigure>
  );
}

/** The first rows of a ranking as horizontal bars, each named on its axis (shortened). */
export function RankingChart<Row>({
  title,
  rows,
  name,
  nameWidth,
  series,
  unit,
}: {
  title: string;
  rows: readonly Row[];
  name: (row: Row) => string;
  nameWidth: number;
  series: ChartSeries<Row>;
  unit: Unit;
}) {
  const still = useStillCharts();
  const chart = drawn(rows, [series], unit);
  return (
    <ChartFigure title={title}>
      <BarChart
        height={Math.max(160, 40 + rows.length * 30)}
        layout="horizontal"
        skipAnimation={still}
        yAxis={[
          { scaleType: 'band', data: rows.map((row) => axisName(name(row))), width: nameWidth },
        ]}
        xAxis={[chart.axis]}
        series={chart.series}
        hideLegend
      />
    </ChartFigure>
  );
}
