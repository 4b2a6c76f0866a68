import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPrice, type DiscountUseView } from '@mealbox/contracts';
import { AdminGrid, adminDateTime, useAdminList, useGridParams } from '../../admin';

const columns: GridColDef<DiscountUseView>[] = [
  {
    field: 'order_key',
    headerName: 'Order',
    flex: 1,
    minWidth: 140,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/admin/order/view/${row.order_id}`}>
        {row.order_key}
      </Link>
    ),
  },
  {
    field: 'customer_name',
    headerName: 'Customer',
    flex: 1,
    minWidth: 160,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/admin/customer/edit/${row.customer_id}`}>
        {row.customer_name || row.customer_email}
      </Link>
    ),
  },
  { field: 'week', headerName: 'Week', width: 110, sortable: false },
  { field: 'status', headerName: 'Status', width: 130, sortable: false },
  {
    field: 'discount_cents',
    headerName: 'Discounted',
    width: 110,
    sortable: false,
    valueFormatter: (value: number) => formatPrice(value),
  },
  {
    field: 'total_cents',
    headerName: 'Order total',
    width: 110,
    sortable: false,
    valueFormatter: (value: number) => formatPrice(value),
  },
  {
    field: 'redeemed',
    headerName: 'Used',
    width: 180,
    valueGetter: (_value: never, row: DiscountUseView) => row.redeemed_at,
    valueFormatter: (value: string) => adminDateTime(value),
  },
];

/** The orders that used a code, newest first, each linking to its order and its customer. */
export function DiscountUses({ discountId }: { discountId: number }) {
  const grid = useGridParams([]);
  const list = useAdminList<DiscountUseView>(
    `/api/admin/discounts/${discountId}/orders`,
    grid.query,
  );
  return (
    <AdminGrid
      label="Orders that used this code"
      columns={columns}
      list={list}
      grid={grid}
      getRowId={(row) => row.order_id}
    />
  );
}
