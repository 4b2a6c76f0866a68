import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { USER_ROLES, formatPrice, type AdminUserRow } from '@mealbox/contracts';
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
import { permissionsSummary } from './permission-labels';

const FILTERS = ['role', 'channel'] as const;

const roleLabels: Record<(typeof USER_ROLES)[number], string> = {
  customer: 'Customers',
  staff: 'Staff',
};

function columns(canEditUsers: boolean): GridColDef<AdminUserRow>[] {
  return [
    { field: 'id', headerName: 'ID', width: 80 },
    {
      field: 'name',
      headerName: 'Name',
      minWidth: 160,
      flex: 1,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/admin/customer/edit/${row.id}`}>
          {row.name || row.email}
        </Link>
      ),
    },
    { field: 'email', headerName: 'Email', minWidth: 200, flex: 1 },
    {
      field: 'channel',
      headerName: 'Channel',
      width: 140,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'permissions',
      headerName: 'Permissions',
      minWidth: 160,
      flex: 1,
      sortable: false,
      valueGetter: (_value: never, row: AdminUserRow) => permissionsSummary(row.permissions),
    },
    {
      field: 'gift_card_balance',
      headerName: 'Gift card balance',
      width: 140,
      valueFormatter: (value: number) => formatPrice(value),
    },
    {
      field: 'active_subscriptions',
      headerName: 'Active subscriptions',
      width: 150,
      sortable: false,
    },
    {
      field: 'created_at',
      headerName: 'Created',
      width: 120,
      valueFormatter: (value: string) => adminDate(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 110,
      sortable: false,
      renderCell: ({ row }) =>
        canEditUsers ? (
          <Link component={RouterLink} to={`/admin/user/edit/${row.id}`}>
            Edit user
          </Link>
        ) : null,
    },
  ];
}

/** Customers and staff: search and filters on top, the new-user action on the right. */
export function UsersList() {
  const grid = useGridParams(FILTERS);
  const list = useAdminList<AdminUserRow>('/api/admin/users', grid.query);
  const channels = useAdminChannels();
  const canManageUsers = useCan('manage-users');
  const { params, update, setFilter } = grid;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AdminToolbar
        action={
          canManageUsers && (
            <Button component={RouterLink} to="/admin/user/add" variant="contained">
              Add user
            </Button>
          )
        }
      >
        <AdminSearch
          label="Search name, email or ID"
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <AdminFilter
          label="Role"
          value={params.filters['role'] ?? ''}
          options={USER_ROLES.map((r) => ({ value: r, label: roleLabels[r] }))}
          onChange={(v) => setFilter('role', v)}
        />
        <AdminFilter
          label="Channel"
          value={params.filters['channel'] ?? ''}
          options={(channels.data?.channels ?? []).map((c) => ({
            value: String(c.id),
            label: c.name,
          }))}
          onChange={(v) => setFilter('channel', v)}
        />
      </AdminToolbar>
      <AdminGrid
        label="Customers and staff"
        columns={columns(canManageUsers)}
        list={list}
        grid={grid}
      />
    </Box>
  );
}
