import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's choices kept in its URL's query (a link or a reload opens the same view): `update` sets
 * the values given and drops the emptied ones. The history is replaced, not pushed: Back leaves
 * the page.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const update = useCallback(
    (change: Record<string, string | undefined>) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(change)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      setSearch(next, { replace: true });
    },
    [search, setSearch],
  );
  return [search, update] as const;
}
