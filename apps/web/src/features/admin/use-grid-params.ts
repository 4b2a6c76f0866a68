import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { gridSearch, readGridParams, type GridParams } from './grid-params';

/**
 * A list's state (page, size, sort, search, filters) kept in the page's URL. Changing the search
 * or a filter goes back to the first page; the history is replaced, not pushed, so Back leaves
 * the list instead of undoing each keystroke.
 */
export function useGridParams(filterNames: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const names = filterNames.join(',');
  const params = useMemo(
    () => readGridParams(search, names ? names.split(',') : []),
    [search, names],
  );
  const update = useCallback(
    (change: Partial<GridParams>) => {
      // A late change (the search box's pause ending after a row's link was clicked, while the
      // next page loads and this one is still shown) must not bring the list back.
      if (window.location.pathname !== pathname) return;
      const resets = 'q' in change || 'filters' in change || 'pageSize' in change;
      const next = { ...params, ...change, ...(resets && !('page' in change) ? { page: 0 } : {}) };
      setSearch(gridSearch(next), { replace: true });
    },
    [params, pathname, setSearch],
  );
  const setFilter = useCallback(
    (name: string, value: string) => update({ filters: { ...params.filters, [name]: value } }),
    [params.filters, update],
  );
  return { params, update, setFilter, query: gridSearch(params).toString() };
}
