import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPrice, type AdminMenuItemRow } from '@mealbox/contracts';
import {
  AdminFilter,
  AdminToolbar,
  AdminGrid,
  AdminSearch,
  adminDate,
  useAdminList,
  useCan,
  useGridParams,
} from '../../admin';
import { useMenuItemTags } from '../api/get-menu-item';
import { NEW_MENU_ITEM, menuItemPath } from './menu-item-path';

const FILTERS = ['active', 'tag'] as const;

const columns: GridColDef<AdminMenuItemRow>[] = [
  {
    field: 'image',
    headerName: 'Picture',
    width: 70,
    sortable: false,
    renderCell: ({ row }) => (
      <Box
        component="img"
        src={row.image}
        alt=""
        loading="lazy"
        sx={{ width: 36, height: 36, objectFit: 'cover', borderRadius: 0.5, mt: 0.25 }}
      />
    ),
  },
  {
    field: 'name',
    headerName: 'Name',
    minWidth: 220,
    flex: 2,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={menuItemPath(row.id)}>
        {row.name}
      </Link>
    ),
  },
  { field: 'sku', headerName: 'SKU', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    width: 90,
    type: 'number',
    valueFormatter: (value: number) => formatPrice(value),
  },
  {
    field: 'premium_surcharge',
    headerName: 'Premium',
    width: 90,
    sortable: false,
    type: 'number',
    valueFormatter: (value: number) => (value > 0 ? `+${formatPrice(value)}` : '—'),
  },
  { field: 'calories', headerName: 'Calories', width: 90, type: 'number' },
  {
    field: 'attribute_tags',
    headerName: 'Tags',
    minWidth: 180,
    flex: 1,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
  },
  {
    field: 'active',
    headerName: 'Active',
    width: 80,
    sortable: false,
    valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
  },
  {
    field: 'updated_at',
    headerName: 'Updated',
    width: 120,
    valueFormatter: (value: string) => adminDate(value),
  },
];

/** Every meal: search by name or sku, filter by active and tag; the new-meal action on the right. */
export function MenuItemsList() {
  const grid = useGridParams(FILTERS);
  const list = useAdminList<AdminMenuItemRow>('/api/admin/menu-items', grid.query);
  const tags = useMenuItemTags().data?.tags ?? [];
  const canManage = useCan('manage-menus');
  const { params, update, setFilter } = grid;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AdminToolbar
        action={
          canManage && (
            <Button component={RouterLink} to={menuItemPath(NEW_MENU_ITEM)} variant="contained">
              New menu item
            </Button>
          )
        }
      >
        <AdminSearch label="Search name or SKU" value={params.q} onSearch={(q) => update({ q })} />
        <AdminFilter
          label="Active"
          value={params.filters['active'] ?? ''}
          options={[
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
          onChange={(v) => setFilter('active', v)}
        />
        <AdminFilter
          label="Tag"
          value={params.filters['tag'] ?? ''}
          options={tags.map((t) => ({ value: t, label: t }))}
          onChange={(v) => setFilter('tag', v)}
        />
      </AdminToolbar>
      <AdminGrid label="Menu items" columns={columns} list={list} grid={grid} />
    </Box>
  );
}
