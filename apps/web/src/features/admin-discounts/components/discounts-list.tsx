import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import {
  DISCOUNT_STATES,
  NEW_DISCOUNT_ID,
  discountAmountText,
  formatPrice,
  type DiscountView,
} from '@mealbox/contracts';
import {
  AdminFilter,
  AdminToolbar,
  AdminGrid,
  AdminSearch,
  adminDate,
  useAdminChannels,
  useAdminList,
  useCan,
  useGridParams,
} from '../../admin';

const FILTERS = ['state', 'kind', 'channel'] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const columns: GridColDef<DiscountView>[] = [
  {
    field: 'code',
    headerName: 'Code',
    minWidth: 140,
    flex: 1,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/admin/discounts/edit/${row.id}`}>
        {row.code}
      </Link>
    ),
  },
  {
    field: 'amount',
    headerName: 'Discount',
    width: 100,
    sortable: false,
    valueGetter: (_value: never, row: DiscountView) => discountAmountText(row.kind, row.amount),
  },
  {
    field: 'state',
    headerName: 'State',
    width: 100,
    sortable: false,
    valueFormatter: (value: string) => capitalized(value),
  },
  {
    field: 'starts_at',
    headerName: 'Starts',
    width: 120,
    sortable: false,
    valueFormatter: (value: string | null) => adminDate(value),
  },
  {
    field: 'ends_at',
    headerName: 'Ends',
    width: 120,
    sortable: false,
    valueFormatter: (value: string | null) => adminDate(value),
  },
  {
    field: 'min_subtotal_cents',
    headerName: 'Min subtotal',
    width: 110,
    sortable: false,
    valueFormatter: (value: number) => (value > 0 ? formatPrice(value) : '—'),
  },
  {
    field: 'redemptions',
    headerName: 'Used / cap',
    width: 110,
    valueGetter: (_value: never, row: DiscountView) =>
      `${row.redemptions_count} / ${row.max_redemptions ?? '∞'}`,
  },
  {
    field: 'once_per_customer',
    headerName: 'Once each',
    width: 95,
    sortable: false,
    valueFormatter: (value: boolean) => yesNo(value),
  },
  {
    field: 'first_order_only',
    headerName: 'First order',
    width: 95,
    sortable: false,
    valueFormatter: (value: boolean) => yesNo(value),
  },
  {
    field: 'channel_name',
    headerName: 'Channel',
    width: 130,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? 'Every channel',
  },
  {
    field: 'active',
    headerName: 'Active',
    width: 80,
    sortable: false,
    valueFormatter: (value: boolean) => yesNo(value),
  },
  {
    field: 'created',
    headerName: 'Created',
    width: 120,
    valueGetter: (_value: never, row: DiscountView) => adminDate(row.created_at),
  },
];

/** Staff's discount codes: search and filters on top, the new-code action on the right. */
export function DiscountsList() {
  const grid = useGridParams(FILTERS);
  const list = useAdminList<DiscountView>('/api/admin/discounts', grid.query);
  const channels = useAdminChannels();
  const canManage = useCan('manage-discounts');
  const { params, update, setFilter } = grid;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AdminToolbar
        action={
          canManage && (
            <Button
              component={RouterLink}
              to={`/admin/discounts/edit/${NEW_DISCOUNT_ID}`}
              variant="contained"
            >
              New discount
            </Button>
          )
        }
      >
        <AdminSearch
          label="Search code or description"
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <AdminFilter
          label="State"
          value={params.filters['state'] ?? ''}
          options={DISCOUNT_STATES.map((s) => ({ value: s, label: capitalized(s) }))}
          onChange={(v) => setFilter('state', v)}
        />
        <AdminFilter
          label="Kind"
          value={params.filters['kind'] ?? ''}
          options={[
            { value: 'percent', label: 'Percent' },
            { value: 'fixed', label: 'Fixed amount' },
          ]}
          onChange={(v) => setFilter('kind', v)}
        />
        <AdminFilter
          label="Channel"
          value={params.filters['channel'] ?? ''}
          options={[
            { value: 'any', label: 'No channel limit' },
            ...(channels.data?.channels ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          onChange={(v) => setFilter('channel', v)}
        />
      </AdminToolbar>
      <AdminGrid label="Discounts" columns={columns} list={list} grid={grid} />
    </Box>
  );
}
