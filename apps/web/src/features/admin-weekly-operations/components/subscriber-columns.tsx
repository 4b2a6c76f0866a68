import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { SubscriberWeekRow } from '@mealbox/contracts';
import { stateLabels } from '../weeks';

// The week lists' columns about the subscriber: who, their plan, their week's state.

type Column = GridColDef<SubscriberWeekRow>;

export const nameColumn: Column = {
  field: 'name',
  headerName: 'Name',
  minWidth: 140,
  flex: 1,
  renderCell: ({ row }) => (
    <Link component={RouterLink} to={`/admin/customer/edit/${row.user_id}`}>
      {row.name || row.email}
    </Link>
  ),
};

export const emailColumn: Column = {
  field: 'email',
  headerName: 'Email',
  minWidth: 180,
  flex: 1,
  sortable: false,
};

export const planColumn: Column = {
  field: 'plan',
  headerName: 'Plan',
  minWidth: 130,
  flex: 0.7,
  sortable: false,
  valueGetter: (_value: never, row: SubscriberWeekRow) => row.plan_name,
};

export const stateColumn: Column = {
  field: 'state',
  headerName: 'State',
  width: 130,
  valueFormatter: (value: SubscriberWeekRow['state']) => stateLabels[value],
};

export const subscriptionColumn: Column = {
  field: 'subscription',
  headerName: 'Subscription',
  width: 110,
  valueGetter: (_value: never, row: SubscriberWeekRow) => `#${row.subscription_id}`,
};
