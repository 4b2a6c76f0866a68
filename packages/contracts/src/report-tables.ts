import type { CsvReport } from './admin-operations.ts';
import type {
  CancelReasonCount,
  DiscountUse,
  GiftCardWeek,
  MealPopularity,
  SalesWeek,
  SubscriptionGrowthWeek,
} from './admin-reports.ts';
import { formatPrice } from './money.ts';

// The reports' tables as staff read them (issue 14): each column's header, what it shows of a row
// and how. One definition per table, so the page's table and its CSV export have the same
// columns, in the same order, with the same figures.

/**
 * How a cell is written: `money` is cents (a page shows "$1,234.50", a CSV "1234.50"), `percent`
 * a share (0.125 is 12.5%), `instant` an ISO 8601 time; `week` a week's name; a null is no value.
 */
export type ReportCellKind = 'text' | 'week' | 'count' | 'money' | 'percent' | 'instant';

export interface ReportColumn<Row> {
  header: string;
  kind: ReportCellKind;
  value: (row: Row) => string | number | null;
}

export interface ReportTable<Row> {
  /** The table's name (its caption on the page, the start of its CSV's file name). */
  title: string;
  columns: ReadonlyArray<ReportColumn<Row>>;
}

/**
 * One sold order of the range, as the orders export lists it: its figures are those the sales
 * report sums for its week.
 */
export interface SoldOrderRow {
  order_id: number;
  week: string;
  channel: string;
  email: string;
  meals: number;
  gross_cents: number;
  discount_cents: number;
  gift_card_cents: number;
  refunded_cents: number;
  net_cents: number;
  /** When its charge succeeded (when it was made, for an order the gift card balance paid). */
  paid_at: string;
}

/** Each CSV report's rows. */
export interface ReportRows {
  sales: SalesWeek;
  meals: MealPopularity;
  subscriptions: SubscriptionGrowthWeek;
  'cancel-reasons': CancelReasonCount;
  'discount-codes': DiscountUse;
  'gift-cards': GiftCardWeek;
  orders: SoldOrderRow;
}

const column = <Row>(
  header: string,
  kind: ReportCellKind,
  value: (row: Row) => string | number | null,
): ReportColumn<Row> => ({ header, kind, value });

/** The sold orders' figures, the sales report's and the orders export's alike. */
const orderFigures = <Row extends Omit<SalesWeek, 'week' | 'orders'>>() => [
  column<Row>('Meals', 'count', (r) => r.meals),
  column<Row>('Gross', 'money', (r) => r.gross_cents),
  column<Row>('Discounts', 'money', (r) => r.discount_cents),
  column<Row>('Gift card', 'money', (r) => r.gift_card_cents),
  column<Row>('Refunded', 'money', (r) => r.refunded_cents),
  column<Row>('Net', 'money', (r) => r.net_cents),
];

export const REPORT_TABLES: { [K in CsvReport]: ReportTable<ReportRows[K]> } = {
  sales: {
    title: 'Sales by week',
    columns: [
      column('Week', 'week', (r) => r.week),
      column('Orders', 'count', (r) => r.orders),
      ...orderFigures<SalesWeek>(),
    ],
  },
  meals: {
    title: 'Meal popularity',
    columns: [
      column('Meal', 'text', (r) => r.name),
      column('Larger portion', 'text', (r) => (r.larger_portion ? 'Yes' : 'No')),
      column('Meals', 'count', (r) => r.meals),
      column('Boxes', 'count', (r) => r.orders),
    ],
  },
  subscriptions: {
    title: 'Subscription growth and churn',
    columns: [
      column('Week', 'week', (r) => r.week),
      column('Started', 'count', (r) => r.started),
      column('Cancelled', 'count', (r) => r.cancelled),
      column('Active at start', 'count', (r) => r.active_at_start),
      column('Active at end', 'count', (r) => r.active_at_end),
      column('Churn', 'percent', (r) => r.churn_rate),
    ],
  },
  'cancel-reasons': {
    title: 'Cancellation reasons',
    columns: [
      column('Reason', 'text', (r) => r.reason ?? 'No reason given'),
      column('Cancellations', 'count', (r) => r.count),
    ],
  },
  'discount-codes': {
    title: 'Discount codes',
    columns: [
      column('Code', 'text', (r) => r.code),
      column('Orders', 'count', (r) => r.orders),
      column('Discounts', 'money', (r) => r.discount_cents),
      column('Orders total', 'money', (r) => r.total_cents),
    ],
  },
  'gift-cards': {
    title: 'Gift cards by week',
    columns: [
      column('Week', 'week', (r) => r.week),
      column('Cards made', 'count', (r) => r.made),
      column('Value made', 'money', (r) => r.made_cents),
      column('Cards redeemed', 'count', (r) => r.redeemed),
      column('Value redeemed', 'money', (r) => r.redeemed_cents),
      column('Spent on orders', 'money', (r) => r.spent_cents),
    ],
  },
  orders: {
    title: 'Sold orders',
    columns: [
      column('Order', 'text', (r) => r.order_id),
      column('Week', 'week', (r) => r.week),
      column('Channel', 'text', (r) => r.channel),
      column('Customer email', 'text', (r) => r.email),
      ...orderFigures<SoldOrderRow>(),
      column('Paid at', 'instant', (r) => r.paid_at),
    ],
  },
};

/**
 * A cell as a CSV writes it: amounts in dollars with two decimals and no symbol or grouping
 * (1234.50), shares as percents with one decimal (12.5), no value as an empty cell. A text that
 * a spreadsheet would run as a formula (=, +, -, @ first) is written with a leading apostrophe.
 */
export function csvCell(kind: ReportCellKind, value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (kind === 'money') return formatPrice(value).replace(/[$,]/g, '');
    if (kind === 'percent') return (value * 100).toFixed(1);
    return String(value);
  }
  return kind === 'text' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A report's rows as a CSV's records: the header, then each row's cells. */
export function csvRecords<K extends CsvReport>(
  report: K,
): {
  header: string[];
  cells: (row: ReportRows[K]) => string[];
} {
  const { columns } = REPORT_TABLES[report] as ReportTable<ReportRows[K]>;
  return {
    header: columns.map((c) => c.header),
    cells: (row) => columns.map((c) => csvCell(c.kind, c.value(row))),
  };
}
