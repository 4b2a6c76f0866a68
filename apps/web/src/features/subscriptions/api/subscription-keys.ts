/**
 * The customer's subscription data: every key starts with 'subscriptions', so one invalidation
 * after a skip, an unskip, a pick or a cancel refetches the orders, the subscriptions and the
 * schedule together (spec §7).
 */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  overview: () => ['subscriptions', 'overview'] as const,
  orders: (week: string) => ['subscriptions', 'orders', week] as const,
  schedule: (userId: string | undefined) =>
    ['subscriptions', 'schedule', userId ?? 'mine'] as const,
};
