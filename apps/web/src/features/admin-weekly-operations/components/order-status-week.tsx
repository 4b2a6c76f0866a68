import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { SUBSCRIPTION_WEEK_STATES, type SubscriberWeekRow } from '@mealbox/contracts';
import {
  AdminFilter,
  AdminGrid,
  AdminSearch,
  AdminToolbar,
  adminDateTime,
  useCan,
  useGridParams,
  ChannelFilter,
} from '../../admin';
import { useSubscriberWeeks } from '../api/get-subscriber-weeks';
import { useWeekMenus } from '../api/get-week-menus';
import { stateLabels } from '../weeks';
import { RetryPayment } from './retry-payment';
import { emailColumn, nameColumn, stateColumn } from './subscriber-columns';
import { WeekRuns } from './week-runs';
import { WeekSummary } from './week-summary';

const FILTERS = ['state', 'channel'] as const;

/** Who and in which state, then the week's order and its charges. */
const statusColumns: GridColDef<SubscriberWeekRow>[] = [
  nameColumn,
  emailColumn,
  stateColumn,
  {
    field: 'charge_attempts',
    headerName: 'Charges tried',
    width: 100,
    type: 'number',
    sortable: false,
  },
  {
    field: 'next_charge_at',
    headerName: 'Next retry',
    width: 165,
    sortable: false,
    valueFormatter: (value: string | null) => adminDateTime(value),
  },
  {
    field: 'last_decline',
    headerName: 'Last decline',
    minWidth: 160,
    flex: 1,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  {
    field: 'order_id',
    headerName: 'Order',
    width: 80,
    sortable: false,
    renderCell: ({ row }) =>
      row.order_id === null ? (
        '—'
      ) : (
        <Link component={RouterLink} to={`/admin/order/view/${row.order_id}`}>
          #{row.order_id}
        </Link>
      ),
  },
];

/**
 * A week's subscribers with their week's state, its order and charges, searchable and filtered
 * by state and channel; staff who run the week retry a declined payment from its row.
 */
export function OrderStatusWeek({ week }: { week: string }) {
  const grid = useGridParams(FILTERS);
  const { params, update, setFilter } = grid;
  const list = useSubscriberWeeks(week, grid.query);
  const menus = useWeekMenus(week);
  const canRetry = useCan('manage-orders');
  const [retrying, setRetrying] = useState<SubscriberWeekRow | null>(null);
  const columns = useMemo<GridColDef<SubscriberWeekRow>[]>(
    () => [
      ...statusColumns,
      ...(canRetry
        ? [
            {
              field: 'actions',
              headerName: 'Actions',
              width: 130,
              sortable: false,
              renderCell: ({ row }: { row: SubscriberWeekRow }) =>
                row.state === 'payment_failed' && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setRetrying(row)}
                    aria-label={`Retry payment for ${row.name || row.email}`}
                  >
                    Retry payment
                  </Button>
                ),
            } satisfies GridColDef<SubscriberWeekRow>,
          ]
        : []),
    ],
    [canRetry],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <WeekSummary week={week} menus={menus.data?.menus} />
      <AdminToolbar>
        <AdminSearch
          label="Search name or email"
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <AdminFilter
          label="State"
          value={params.filters['state'] ?? ''}
          options={SUBSCRIPTION_WEEK_STATES.map((s) => ({ value: s, label: stateLabels[s] }))}
          onChange={(v) => setFilter('state', v)}
        />
        <ChannelFilter
          value={params.filters['channel'] ?? ''}
          onChange={(v) => setFilter('channel', v)}
        />
      </AdminToolbar>
      <AdminGrid<SubscriberWeekRow>
        label="Subscribers' weeks"
        columns={columns}
        list={list}
        grid={grid}
        getRowId={(row) => row.subscription_id}
      />
      {retrying && (
        <RetryPayment
          week={week}
          row={retrying}
          menus={menus.data?.menus ?? []}
          onClose={() => setRetrying(null)}
        />
      )}
      <WeekRuns
        week={week}
        kinds={['lock', 'retry', 'cancel-unpaid']}
        title="Charge runs this week"
      />
    </Box>
  );
}
