import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useHydrated } from './use-hydrated';

/**
 * A query the server never renders: the visitor's own data (their box, an order, a quote) or
 * what the page does not inline (the footer). It is asked for once the page is hydrated, and is
 * pending until then, as the server drew it (docs/decisions/008): a query that starts fetching
 * re-renders its components at once, and while the page hydrates that re-render hydrates the
 * screens still waiting all in one long task. `enabled` adds a condition of the caller's own.
 * A page may carry the visitor's answer (the account page's subscriptions, My Schedule's
 * schedule, seeded into this page's cache): the query, though disabled, shows it while hydrating,
 * as the server drew it.
 */
export function useVisitorQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: Omit<UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>, 'enabled'> & {
    enabled?: boolean;
  },
): UseQueryResult<TData, TError> {
  const hydrated = useHydrated();
  return useQuery({ ...options, enabled: hydrated && (options.enabled ?? true) });
}
