import { useEffect, useRef } from 'react';
import { useStartSubscriptionPick } from './api/start-subscription-pick';

/**
 * Reads `?subscription=` (issue 11, Pick My Meals): a positive id, or null for a usual menu.
 */
export function subscriptionOfQuery(params: URLSearchParams): number | null {
  const raw = params.get('subscription');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Opens the box for a subscription's week once per subscription and week the page shows, before
 * the menu takes meals into it; null for a usual menu.
 */
export function useSubscriptionWeekBox(subscriptionId: number | null, week: string | null) {
  const start = useStartSubscriptionPick();
  const key = subscriptionId !== null && week ? `${subscriptionId}:${week}` : null;
  const started = useRef<string | null>(null);
  const { mutate } = start;
  useEffect(() => {
    if (key === null || subscriptionId === null || !week || started.current === key) return;
    started.current = key;
    mutate({ subscription_id: subscriptionId, week });
  }, [key, subscriptionId, week, mutate]);
  if (key === null) return null;
  return {
    /** The box is not ready for the menu yet. */
    pending: !start.isSuccess && !start.isError,
    error: start.error,
    retry: () => {
      if (subscriptionId !== null && week) mutate({ subscription_id: subscriptionId, week });
    },
  };
}
