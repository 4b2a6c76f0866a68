import { TableFrame } from '../../admin';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ORDER_WEEK_STATES,
  SUBSCRIPTION_WEEK_STATES,
  type SubscriptionWeekState,
  type WeekStateCounts,
} from '@mealbox/contracts';
import { useUpcomingWeeks } from '../../catalog';
import { useWeekStates } from '../api/get-week-states';
import { overviewWeeks, stateLabels } from '../weeks';
import { dayText, thisWeek, ChannelFilter } from '../../admin';

/** The two overviews: the unattended queue's, and the subscription orders' status. */
export type OverviewKind = 'unattended' | 'status';

interface Column {
  label: string;
  value: (counts: WeekStateCounts) => number;
}

const state = (s: SubscriptionWeekState): Column => ({
  label: stateLabels[s],
  value: (counts) => counts.states[s],
});

const views: Record<OverviewKind, { detail: string; label: string; columns: Column[] }> = {
  unattended: {
    detail: '/admin/unattendedQueueDetailAdmin',
    label: 'Unattended subscribers by week',
    columns: [
      { label: 'Unattended', value: (counts) => counts.unattended },
      state('pending'),
      state('picked'),
      state('preselected'),
      state('skipped'),
      // Every week the lock made an order of, whatever became of its charge: the columns add up
      // to the total.
      {
        label: 'Ordered',
        value: (counts) => ORDER_WEEK_STATES.reduce((n, s) => n + counts.states[s], 0),
      },
    ],
  },
  status: {
    detail: '/admin/subscriptionOrderStatusDetailAdmin',
    label: "Subscribers' weeks by state",
    columns: SUBSCRIPTION_WEEK_STATES.map(state),
  },
};

const figure = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('en-US'));

/**
 * A table of weeks (eight back, the current ordering week and the weeks customers may also order,
 * the latest first) with the week's subscribers counted as the view needs, each week a link to
 * its list; one channel or every one.
 */
export function WeeksOverview({ kind }: { kind: OverviewKind }) {
  const view = views[kind];
  const [search, setSearch] = useSearchParams();
  const channel = search.get('channel') ?? '';
  const setChannel = useCallback(
    (value: string) => setSearch(value ? { channel: value } : {}, { replace: true }),
    [setSearch],
  );
  const upcoming = useUpcomingWeeks();
  const range = overviewWeeks(upcoming.data ?? [], thisWeek());
  const counts = useWeekStates(range.from, range.to, channel);
  const byWeek = new Map((counts.data?.weeks ?? []).map((w) => [w.week, w]));
  const ready = !upcoming.isPending;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <ChannelFilter value={channel} onChange={setChannel} />
      </Box>
      {counts.isError && <Typography color="error">The counts could not be loaded.</Typography>}
      {!ready ? (
        <LinearProgress aria-label="Loading the weeks" />
      ) : (
        <TableFrame label={view.label}>
          <Table size="small" aria-label={view.label}>
            <TableHead>
              <TableRow>
                <TableCell>Week</TableCell>
                {view.columns.map((c) => (
                  <TableCell key={c.label} align="right">
                    {c.label}
                  </TableCell>
                ))}
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {range.weeks.map((week) => {
                const row = byWeek.get(week);
                return (
                  <TableRow key={week} data-week={week}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      <Link
                        component={RouterLink}
                        to={`${view.detail}/${week}${channel ? `?channel=${channel}` : ''}`}
                        sx={week === range.current ? { fontWeight: 600 } : {}}
                      >
                        {dayText(week)}
                      </Link>
                      {week === range.current && (
                        <Chip size="small" label="Ordering now" sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    {view.columns.map((c) => (
                      <TableCell
                        key={c.label}
                        align="right"
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {figure(row && c.value(row))}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {figure(row?.total)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableFrame>
      )}
    </Box>
  );
}
