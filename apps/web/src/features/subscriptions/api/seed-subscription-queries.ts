import type { QueryClient } from '@tanstack/react-query';
import type { UserSubscriptions } from '@mealbox/contracts';
import { subscriptionKeys } from './subscription-keys';

/**
 * Seeds the customer's subscriptions with the answer the account page inlined for them (the
 * server's web-app/page-data.ts), so the status line is drawn by the server and on the first
 * paint. The query stays a visitor query: disabled while the page hydrates, it shows the seeded
 * answer, and once fresh for its staleTime it is not asked for again. The answer lives only in
 * this page's query client (one per page in the browser, one per render on the server).
 */
export function seedSubscriptionQueries(client: QueryClient, data: Record<string, unknown>): void {
  const overview = data['/api/user/subscriptions'];
  if (overview) {
    client.setQueryData<UserSubscriptions>(
      subscriptionKeys.overview(),
      overview as UserSubscriptions,
    );
  }
}
