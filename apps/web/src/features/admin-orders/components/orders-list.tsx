import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ORDER_KINDS,
  ORDER_LIST_FILTERS,
  ORDER_STATUS_FILTERS,
  formatPrice,
  orderKindLabels,
  orderStatusLabels,
  type AdminOrderRow,
} from '@mealbox/contracts';
import {
  AdminFilter,
  AdminGrid,
  AdminSearch,
  ChannelFilter,
  useAdminList,
  useCan,
  useGridParams,
  thisWeek,
} from '../../admin';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const columns: GridColDef<AdminOrderRow>[] = [
  {
    field: 'id',
    headerName: 'Order',
    width: 90,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/admin/order/view/${row.id}`}>
        #{row.id}
      </Link>
    ),
  },
  {
    field: 'created',
    headerName: 'Created',
    width: 170,
    valueGetter: (_value: never, row: AdminOrderRow) => when(row.created_at),
  },
  {
    field: 'customer',
    headerName: 'Customer',
    minWidth: 220,
    flex: 1,
    sortable: false,
    valueGetter: (_value: never, row: AdminOrderRow) =>
      `${row.customer.name} <${row.customer.email}>`,
  },
  {
    field: 'channel',
    headerName: 'Channel',
    width: 130,
    sortable: false,
    valueGetter: (_value: never, row: AdminOrderRow) => row.channel.name,
  },
  { field: 'week', headerName: 'Week', width: 110 },
  {
    field: 'kind',
    headerName: 'Kind',
    width: 110,
    sortable: false,
    valueFormatter: (value: AdminOrderRow['kind']) => orderKindLabels[value],
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    valueFormatter: (value: AdminOrderRow['status']) => orderStatusLabels[value],
  },
  {
    field: 'total',
    headerName: 'Total',
    width: 100,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => formatPrice(value),
  },
  {
    field: 'refunded',
    headerName: 'Refunded',
    width: 100,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    valueFormatter: (value: number) => (value > 0 ? formatPrice(value) : '—'),
  },
];

/** Staff's orders: search and filters on top, the new-order action on the right. */
export function OrdersList() {
  const grid = useGridParams(ORDER_LIST_FILTERS);
  const list = useAdminList<AdminOrderRow>('/api/admin/orders', grid.query);
  const canManage = useCan('manage-orders');
  const { params, update, setFilter } = grid;
  const week = params.filters['week'] ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <AdminSearch
          label="Search customer, email or order"
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <TextField
          size="small"
          type="date"
          fullWidth={false}
          label="Week (Monday)"
          value={week}
          onChange={(event) => setFilter('week', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <AdminFilter
          label="Status"
          value={params.filters['status'] ?? ''}
          options={ORDER_STATUS_FILTERS.map((s) => ({ value: s, label: orderStatusLabels[s] }))}
          onChange={(v) => setFilter('status', v)}
        />
        <ChannelFilter
          value={params.filters['channel'] ?? ''}
          onChange={(v) => setFilter('channel', v)}
        />
        <AdminFilter
          label="Kind"
          value={params.filters['kind'] ?? ''}
          options={ORDER_KINDS.map((k) => ({ value: k, label: orderKindLabels[k] }))}
          onChange={(v) => setFilter('kind', v)}
        />
        <TextField
          size="small"
          fullWidth={false}
          label="Customer id"
          value={params.filters['customer'] ?? ''}
          onChange={(event) => setFilter('customer', event.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 120 }}
        />
        {canManage && (
          <Button
            component={RouterLink}
            to={`/admin/order/add/${week || thisWeek()}`}
            variant="contained"
            sx={{ ml: 'auto' }}
          >
            Add order
          </Button>
        )}
      </Box>
      <AdminGrid label="Orders" columns={columns} list={list} grid={grid} />
    </Box>
  );
}
