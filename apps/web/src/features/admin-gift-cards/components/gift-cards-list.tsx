import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import {
  GIFT_CARD_STATUSES,
  NEW_GIFT_CARD_ID,
  formatPrice,
  maskedGiftCardCode,
  type GiftCardView,
} from '@mealbox/contracts';
import {
  AdminFilter,
  AdminToolbar,
  AdminGrid,
  AdminSearch,
  adminDateTime,
  useAdminList,
  useCan,
  useGridParams,
} from '../../admin';
import { DisableSelected } from './disable-selected';
import { LiabilitySummary } from './liability-summary';
import { statusLabels } from './status-text';

const FILTERS = ['status', 'batch'] as const;

const columns: GridColDef<GiftCardView>[] = [
  {
    field: 'code_last4',
    headerName: 'Code',
    minWidth: 190,
    flex: 1,
    sortable: false,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={`/admin/giftCards/edit/${row.id}`}
        aria-label={`Gift card ending ${row.code_last4}`}
        sx={{ fontFamily: 'monospace' }}
      >
        {maskedGiftCardCode(row.code_last4)}
      </Link>
    ),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    width: 100,
    valueGetter: (_value: never, row: GiftCardView) => formatPrice(row.amount_cents),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    sortable: false,
    valueFormatter: (value: GiftCardView['status']) => statusLabels[value],
  },
  {
    field: 'redeemed_by',
    headerName: 'Redeemed by',
    minWidth: 160,
    flex: 1,
    sortable: false,
    renderCell: ({ row }) =>
      row.redeemed_by ? (
        <Link component={RouterLink} to={`/admin/customer/edit/${row.redeemed_by.id}`}>
          {row.redeemed_by.name || row.redeemed_by.email}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    field: 'redeemed',
    headerName: 'Redeemed',
    width: 170,
    valueGetter: (_value: never, row: GiftCardView) => adminDateTime(row.redeemed_at),
  },
  { field: 'batch', headerName: 'Batch', width: 160, sortable: false },
  {
    field: 'created_by',
    headerName: 'Created by',
    width: 150,
    sortable: false,
    valueGetter: (_value: never, row: GiftCardView) =>
      row.created_by ? row.created_by.name || row.created_by.email : '—',
  },
  {
    field: 'created',
    headerName: 'Created',
    width: 170,
    valueGetter: (_value: never, row: GiftCardView) => adminDateTime(row.created_at),
  },
];

/** Staff's gift cards: the liability on top, then search, filters and the list (codes masked). */
export function GiftCardsList() {
  const grid = useGridParams(FILTERS);
  const list = useAdminList<GiftCardView>('/api/admin/gift-cards', grid.query);
  const canManage = useCan('manage-gift-cards');
  const [chosen, setChosen] = useState<number[]>([]);
  const { params, update, setFilter } = grid;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LiabilitySummary />
      <AdminToolbar
        action={
          canManage && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {chosen.length > 0 && (
                <DisableSelected ids={chosen} onFinished={() => setChosen([])} />
              )}
              <Button
                component={RouterLink}
                to={`/admin/giftCards/edit/${NEW_GIFT_CARD_ID}`}
                variant="contained"
              >
                Create gift cards
              </Button>
            </Box>
          )
        }
      >
        <AdminSearch
          label="Search a whole code or its last 4"
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <AdminFilter
          label="Status"
          value={params.filters['status'] ?? ''}
          options={GIFT_CARD_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))}
          onChange={(v) => setFilter('status', v)}
        />
        <AdminSearch
          label="Batch"
          value={params.filters['batch'] ?? ''}
          onSearch={(batch) => setFilter('batch', batch.trim())}
        />
      </AdminToolbar>
      <AdminGrid
        label="Gift cards"
        columns={columns}
        list={list}
        grid={grid}
        {...(canManage
          ? {
              selection: {
                ids: chosen,
                onChange: setChosen,
                isSelectable: (card: GiftCardView) => card.status === 'unredeemed',
              },
            }
          : {})}
      />
    </Box>
  );
}
