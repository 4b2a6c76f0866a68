import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  csvRecords,
  type CsvReport,
  type ReportRangeQuery,
  type ReportRows,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import {
  mealPopularityReport,
  cancellationReasons,
  discountCodeUses,
  giftCardsByWeek,
  salesReport,
  subscriptionGrowth,
} from './reports-admin.service.ts';
import { soldOrdersAfter, type SoldOrderKey } from './sold-orders.repository.ts';

/** How many orders the orders export reads at a time: the most it holds at once. */
export const ORDERS_EXPORT_BATCH = 1000;

type Rows<K extends CsvReport> = (
  ctx: ServiceContext,
  range: ReportRangeQuery,
) => AsyncIterable<ReportRows[K]>;

/** The sold orders of the range, read a batch at a time as the reader asks for more. */
async function* soldOrders(ctx: ServiceContext, range: ReportRangeQuery) {
  let after: SoldOrderKey | null = null;
  for (;;) {
    const batch = await soldOrdersAfter(ctx.db, range, after, ORDERS_EXPORT_BATCH);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < ORDERS_EXPORT_BATCH) return;
    after = { week: last.week, id: last.order_id };
  }
}

/** Each export's rows: the report's own table (the function its JSON answers with), or the orders. */
const rowsOf: { [K in CsvReport]: Rows<K> } = {
  sales: async function* (ctx, range) {
    yield* (await salesReport(ctx, range)).weeks;
  },
  meals: async function* (ctx, range) {
    yield* (await mealPopularityReport(ctx, range)).meals;
  },
  subscriptions: async function* (ctx, range) {
    yield* await subscriptionGrowth(ctx, range);
  },
  'cancel-reasons': async function* (ctx, range) {
    yield* await cancellationReasons(ctx, range);
  },
  'discount-codes': async function* (ctx, range) {
    yield* await discountCodeUses(ctx, range);
  },
  'gift-cards': async function* (ctx, range) {
    yield* await giftCardsByWeek(ctx, range);
  },
  orders: soldOrders,
};

async function* records<K extends CsvReport>(
  ctx: ServiceContext,
  report: K,
  range: ReportRangeQuery,
): AsyncGenerator<string[]> {
  const { header, cells } = csvRecords(report);
  yield header;
  for await (const row of (rowsOf[report] as Rows<K>)(ctx, range)) yield cells(row);
}

/** `sales-2030-03-04-to-2030-03-18.csv` (`…-channel-2.csv` for one channel). */
export const csvFileName = (report: CsvReport, range: ReportRangeQuery) =>
  `${report}-${range.from}-to-${range.to}${range.channel === undefined ? '' : `-channel-${range.channel}`}.csv`;

/**
 * A report's table as CSV (the header row, then a row per row of the table), written as it is
 * read: the rows are pulled only as fast as the reader takes the text, so an export of 100,000
 * orders holds one batch at a time. A failure of a read ends the text with that error.
 */
export function reportCsv(
  ctx: ServiceContext,
  report: CsvReport,
  range: ReportRangeQuery,
): { filename: string; body: Readable } {
  const body = stringify({ record_delimiter: 'windows' });
  pipeline(Readable.from(records(ctx, report, range)), body, (error) => {
    // A reader who went away is no failure of the export.
    if (error && (error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      ctx.log.error({ err: error, report }, 'a CSV export failed');
    }
  });
  return { filename: csvFileName(report, range), body };
}
