import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { localToday } from '../admin';
import { readReportRange, reportRangeQuery, type ReportRange } from './report-range';

/**
 * The reports page's range, channel and section, kept in the page's URL (a link or a reload opens
 * the same report). The history is replaced, not pushed: Back leaves the page.
 */
export function useReportRange() {
  const [search, setSearch] = useSearchParams();
  const range = useMemo(() => readReportRange(search, localToday()), [search]);
  const update = useCallback(
    (change: Partial<ReportRange> & { tab?: string }) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(change)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      setSearch(next, { replace: true });
    },
    [search, setSearch],
  );
  return { range, query: reportRangeQuery(range), tab: search.get('tab'), update };
}
