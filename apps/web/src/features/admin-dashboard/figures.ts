import { formatPrice, type DashboardWeek } from '@mealbox/contracts';

type Figure = Exclude<keyof DashboardWeek, 'week'>;

/** Where a figure is detailed for the dashboard's week (and its weeks, and its channel). */
export interface FigureContext {
  week: string;
  /** The reports page's query for the dashboard's weeks and channel. */
  reportsQuery: string;
}

/** The dashboard's seven figures: their names, how each is written, and which way is good. */
export const DASHBOARD_FIGURES: ReadonlyArray<{
  key: Figure;
  label: string;
  format: (value: number) => string;
  higherIsBetter: boolean;
  link?: (at: FigureContext) => { to: string; label: string };
}> = [
  {
    key: 'orders',
    label: 'Orders',
    format: (n) => n.toLocaleString('en-US'),
    higherIsBetter: true,
    link: (at) => ({ to: `/admin/reports?${at.reportsQuery}`, label: 'Sales report' }),
  },
  {
    key: 'meals',
    label: 'Meals',
    format: (n) => n.toLocaleString('en-US'),
    higherIsBetter: true,
    link: (at) => ({
      to: `/admin/reports?${at.reportsQuery}&tab=meals`,
      label: 'Meal popularity',
    }),
  },
  {
    key: 'revenue_cents',
    label: 'Revenue (net)',
    format: formatPrice,
    higherIsBetter: true,
  },
  {
    key: 'active_subscriptions',
    label: 'Active subscriptions',
    format: (n) => n.toLocaleString('en-US'),
    higherIsBetter: true,
    link: (at) => ({
      to: `/admin/reports?${at.reportsQuery}&tab=subscriptions`,
      label: 'Growth and churn',
    }),
  },
  {
    key: 'skips',
    label: 'Skips',
    format: (n) => n.toLocaleString('en-US'),
    higherIsBetter: false,
  },
  {
    key: 'unattended',
    label: 'Unattended',
    format: (n) => n.toLocaleString('en-US'),
    higherIsBetter: false,
    link: (at) => ({
      to: `/admin/unattendedQueueDetailAdmin/${at.week}`,
      label: 'Unattended queue',
    }),
  },
  {
    key: 'failed_payments',
    label: 'Failed payments',
    format: (n) => n.toLocaleString('en-US'),
    higherIsBetter: false,
    link: (at) => ({
      to: `/admin/subscriptionOrderStatusDetailAdmin/${at.week}`,
      label: 'Subscription order status',
    }),
  },
];
