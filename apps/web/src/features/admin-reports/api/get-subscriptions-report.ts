import type { SubscriptionsReport } from '@mealbox/contracts';
import { useReport } from './report-query';

/** GET /api/admin/reports/subscriptions: subscription growth and churn by week, and the reasons given for cancelling. */
export const useSubscriptionsReport = (query: string, enabled = true) =>
  useReport<SubscriptionsReport>('subscriptions', query, enabled);
