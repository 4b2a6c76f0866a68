import { useEffect, useMemo } from 'react';
import { useMenu } from '../catalog';
import { useAccountStore, useSelectedSubscriptionId } from './account-store';
import { useUserSubscriptions } from './api/get-subscriptions';
import { statusLineOf, type StatusLine } from './status-line-model';

/**
 * The status line for the current ordering week, from the menu (its week and deadline) and the
 * customer's subscriptions; kept in the account store as spec §3 lists it.
 */
export function useStatusLine(): {
  line: StatusLine | null;
  isError: boolean;
  retry: () => void;
} {
  const overview = useUserSubscriptions();
  const menu = useMenu('current');
  const selectedId = useSelectedSubscriptionId(overview.data?.subscriptions);
  const line = useMemo(
    () => (overview.data && menu.data ? statusLineOf(overview.data, selectedId, menu.data) : null),
    [overview.data, menu.data, selectedId],
  );
  useEffect(() => {
    if (line) {
      useAccountStore.setState({
        account_status_text_section: line.status,
        pick_meals_url: line.pickMealsUrl,
      });
    }
  }, [line]);
  return {
    line,
    isError: overview.isError || menu.isError,
    retry: () => {
      if (overview.isError) void overview.refetch();
      if (menu.isError) void menu.refetch();
    },
  };
}
