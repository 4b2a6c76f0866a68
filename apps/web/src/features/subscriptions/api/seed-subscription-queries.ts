import type { QueryClient } from '@tanstack/react-query';
import type { Schedule, UserSubscriptions } from '@mealbox/contracts';
import { subscriptionKeys } from './subscription-keys';

/**
 * Seeds the customer's own answers that their page inlined (the server's web-app/page-data.ts):
 * the subscriptions the account page's status line reads, and the schedule My Schedule shows
 * (their own: the query without a user id). Both are drawn by the server and on the first paint.
 * The queries stay visitor queries: disabled while the page hydrates, they show the seeded
 * answers, and once fresh for their staleTime they are not asked for again. The answers live only
 * in this page's query client (one per page in the browser, one per render on the server).
 */
export function seedSubscriptionQueries(client: QueryClient, data: Record<string, unknown>): void {
  const overview = data['/api/user/subscriptions'];
  if (overview) {
    client.setQueryData<UserSubscriptions>(
      subscriptionKeys.overview(),
      overview as UserSubscriptions,
    );
  }
  const schedule = data['/api/user/schedule'];
  if (schedule) {
    client.setQueryData<Schedule>(subscriptionKeys.schedule(undefined), schedule as Schedule);
  }
}
