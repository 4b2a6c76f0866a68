import { usePromotionsReport } from '../api/get-promotions-report';
import { ReportDataTable } from './report-data-table';
import { ReportStatus } from './report-status';
import { ChartGrid, RankingChart, WeeklyChart } from './report-charts';

/** How many of the most used codes the chart draws (the table lists every one). */
const CHARTED_CODES = 10;

/** Discount codes used on the range's sold orders, and gift cards made, redeemed and spent. */
export function PromotionsSection({ query, enabled }: { query: string; enabled: boolean }) {
  const report = usePromotionsReport(query, enabled);
  const codes = report.data?.discounts ?? [];
  const cards = report.data?.gift_cards ?? [];
  return (
    <ReportStatus query={report} label="promotions report">
      <ChartGrid>
        <RankingChart
          title={`Discounts given by the ${CHARTED_CODES} most used codes`}
          rows={codes.slice(0, CHARTED_CODES)}
          name={(c) => c.code}
          nameWidth={120}
          unit="money"
          series={{ label: 'Discounts', value: (c) => c.discount_cents }}
        />
        <WeeklyChart
          title="Gift cards by week"
          weeks={cards}
          unit="money"
          height={260}
          series={[
            { label: 'Made', value: (w) => w.made_cents },
            { label: 'Redeemed', value: (w) => w.redeemed_cents },
            { label: 'Spent', value: (w) => w.spent_cents },
          ]}
        />
      </ChartGrid>
      <ReportDataTable report="discount-codes" rows={codes} query={query} />
      <ReportDataTable report="gift-cards" rows={cards} query={query} />
    </ReportStatus>
  );
}
