import { useMemo } from 'react';
import { localToday, useSearchUpdate } from '../admin';
import { readReportRange, reportRangeQuery } from './report-range';

/** The reports page's range, channel and section, kept in the page's URL. */
export function useReportRange() {
  const [search, update] = useSearchUpdate();
  const range = useMemo(() => readReportRange(search, localToday()), [search]);
  return { range, query: reportRangeQuery(range), tab: search.get('tab'), update };
}
