import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminMenuRow } from '@mealbox/contracts';
import {
  AdminFilter,
  AdminToolbar,
  AdminGrid,
  adminDateTime,
  useAdminChannels,
  useAdminList,
  useCan,
  useGridParams,
  dayText,
} from '../../admin';
import { menuEditPath } from './menu-text';
import { NewMenuForm } from './new-menu-form';

const FILTERS = ['channel_id', 'status'] as const;

const columns: GridColDef<AdminMenuRow>[] = [
  {
    field: 'week',
    headerName: 'Week',
    minWidth: 150,
    flex: 1,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={menuEditPath(row.week, row.channel_id)}>
        {dayText(row.week)}
      </Link>
    ),
  },
  {
    field: 'channel',
    headerName: 'Channel',
    minWidth: 140,
    flex: 1,
    valueGetter: (_v: never, row: AdminMenuRow) => row.channel_name,
  },
  {
    field: 'delivery_date',
    headerName: 'Delivery',
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => dayText(value),
  },
  {
    field: 'picking_deadline',
    headerName: 'Picking deadline',
    width: 190,
    sortable: false,
    valueFormatter: (value: string) => adminDateTime(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.status === 'published' ? 'Published' : 'Draft'}
        color={row.status === 'published' ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
  { field: 'item_count', headerName: 'Meals', width: 80, sortable: false, type: 'number' },
  {
    field: 'chefs_choice_count',
    headerName: "Chef's selection",
    width: 130,
    sortable: false,
    type: 'number',
  },
];

/** The weeks of every channel, newest first: filters on top, a new week below them. */
export function MenusList() {
  const grid = useGridParams(FILTERS);
  const list = useAdminList<AdminMenuRow>('/api/admin/menus', grid.query);
  const channels = useAdminChannels().data?.channels ?? [];
  const canManage = useCan('manage-menus');
  const { params, setFilter } = grid;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AdminToolbar>
        <AdminFilter
          label="Channel"
          value={params.filters['channel_id'] ?? ''}
          options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(v) => setFilter('channel_id', v)}
        />
        <AdminFilter
          label="Status"
          value={params.filters['status'] ?? ''}
          options={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published' },
          ]}
          onChange={(v) => setFilter('status', v)}
        />
      </AdminToolbar>
      <AdminGrid
        label="Menu weeks"
        columns={columns}
        list={list}
        grid={grid}
        getRowId={(row) => row.id}
      />
      {canManage && channels.length > 0 && <NewMenuForm channels={channels} />}
    </Box>
  );
}
