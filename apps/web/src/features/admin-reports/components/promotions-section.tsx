import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { usePromotionsReport } from '../api/get-promotions-report';
import { axisName, dollars, moneyLabel, valueAxis } from '../chart-values';
import { shortWeek } from '../../admin';
import { ChartFigure, useStillCharts } from './chart-figure';
import { ReportDataTable } from './report-data-table';
import { ReportStatus } from './report-status';

/** How many of the most used codes the chart draws (the table lists every one). */
const CHARTED_CODES = 10;

/** Discount codes used on the range's sold orders, and gift cards made, redeemed and spent. */
export function PromotionsSection({ query, enabled }: { query: string; enabled: boolean }) {
  const report = usePromotionsReport(query, enabled);
  const still = useStillCharts();
  const codes = report.data?.discounts ?? [];
  const cards = report.data?.gift_cards ?? [];
  const top = codes.slice(0, CHARTED_CODES);
  return (
    <ReportStatus query={report} label="promotions report">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <ChartFigure title={`Discounts given by the ${CHARTED_CODES} most used codes`}>
          <BarChart
            height={Math.max(160, 40 + top.length * 30)}
            layout="horizontal"
            skipAnimation={still}
            yAxis={[{ scaleType: 'band', data: top.map((c) => axisName(c.code)), width: 120 }]}
            xAxis={[
              valueAxis(
                top.map((c) => c.discount_cents),
                'money',
              ),
            ]}
            series={[
              {
                label: 'Discounts',
                data: top.map((c) => dollars(c.discount_cents)),
                valueFormatter: moneyLabel,
              },
            ]}
            hideLegend
          />
        </ChartFigure>
        <ChartFigure title="Gift cards by week">
          <BarChart
            height={260}
            skipAnimation={still}
            xAxis={[{ scaleType: 'band', data: cards.map((w) => shortWeek(w.week)) }]}
            yAxis={[
              {
                ...valueAxis(
                  cards.flatMap((w) => [w.made_cents, w.redeemed_cents, w.spent_cents]),
                  'money',
                ),
                width: 64,
              },
            ]}
            series={[
              {
                label: 'Made',
                data: cards.map((w) => dollars(w.made_cents)),
                valueFormatter: moneyLabel,
              },
              {
                label: 'Redeemed',
                data: cards.map((w) => dollars(w.redeemed_cents)),
                valueFormatter: moneyLabel,
              },
              {
                label: 'Spent',
                data: cards.map((w) => dollars(w.spent_cents)),
                valueFormatter: moneyLabel,
              },
            ]}
          />
        </ChartFigure>
      </Box>
      <ReportDataTable report="discount-codes" rows={codes} query={query} />
      <ReportDataTable report="gift-cards" rows={cards} query={query} />
    </ReportStatus>
  );
}
