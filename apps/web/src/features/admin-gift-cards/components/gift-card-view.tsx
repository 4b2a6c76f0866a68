import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  GiftCardToggleInput,
  formatPrice,
  maskedGiftCardCode,
  type GiftCardDetail,
} from '@mealbox/contracts';
import { FormTextField } from '../../../components/forms/form-text-field';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { AuditTrailPanel, adminDateTime, useCan } from '../../admin';
import { useGiftCard } from '../api/get-gift-card';
import { useToggleGiftCard } from '../api/toggle-gift-card';
import { statusLabels } from './status-text';

const sectionTitle = { fontSize: '1.1rem', mb: 1 } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

/** Disable an unredeemed card, or enable a disabled one, saying why. */
function Toggle({ detail, onDone }: { detail: GiftCardDetail; onDone: (message: string) => void }) {
  const { card } = detail;
  const toggle = useToggleGiftCard(card.id);
  const disable = card.status === 'unredeemed';
  const { control, banner, submit } = useStoreForm(GiftCardToggleInput, { reason: '' });
  const onSubmit = submit(async ({ reason }) => {
    onDone((await toggle.mutateAsync({ disable, reason })).message);
  });
  if (card.status === 'redeemed') {
    return (
      <Typography color="text.secondary">
        A redeemed card cannot be disabled: its money is already in the customer&apos;s balance.
      </Typography>
    );
  }
  return (
    <StoreForm onSubmit={onSubmit} banner={banner}>
      <FormTextField
        control={control}
        name="reason"
        label={disable ? 'Reason to disable' : 'Reason to enable again'}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          color={disable ? 'error' : 'primary'}
          disabled={toggle.isPending}
        >
          {disable ? 'Disable card' : 'Enable card'}
        </Button>
      </Box>
    </StoreForm>
  );
}

/** A card's page: its amount, status and redemption, the disable/enable action, its history. */
export function GiftCardPage({ id }: { id: number }) {
  const detail = useGiftCard(id);
  const canManage = useCan('manage-gift-cards');
  const [done, setDone] = useState<string | null>(null);
  if (detail.isPending) return <CircularProgress aria-label="Loading the gift card" />;
  if (!detail.data) {
    return <Alert severity="error">{detail.error?.message ?? 'There is no such gift card.'}</Alert>;
  }
  const { card, redeemer_balance_cents: balance } = detail.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="card-facts">
        <Typography variant="h2" id="card-facts" sx={sectionTitle}>
          Gift card {maskedGiftCardCode(card.code_last4)}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 3,
            rowGap: 1,
            m: 0,
          }}
        >
          <Fact label="Amount">{formatPrice(card.amount_cents)}</Fact>
          <Fact label="Balance on the card">
            {formatPrice(card.status === 'unredeemed' ? card.amount_cents : 0)}
            {card.status === 'disabled' && ' (disabled: cannot be applied)'}
          </Fact>
          <Fact label="Status">{statusLabels[card.status]}</Fact>
          <Fact label="Redeemed by">
            {card.redeemed_by ? (
              <>
                <Link component={RouterLink} to={`/admin/customer/edit/${card.redeemed_by.id}`}>
                  {card.redeemed_by.name || card.redeemed_by.email}
                </Link>{' '}
                ({card.redeemed_by.email}), whose gift card balance is now{' '}
                {formatPrice(balance ?? 0)}
              </>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label="Redeemed">{adminDateTime(card.redeemed_at)}</Fact>
          {card.disabled_at && <Fact label="Disabled">{adminDateTime(card.disabled_at)}</Fact>}
          <Fact label="Batch">
            {card.batch ? (
              <Link component={RouterLink} to={`/admin/giftCards?batch=${card.batch}`}>
                {card.batch}
              </Link>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label="Note">{card.note ?? '—'}</Fact>
          <Fact label="Created by">
            {card.created_by ? card.created_by.name || card.created_by.email : '—'}
          </Fact>
          <Fact label="Created">{adminDateTime(card.created_at)}</Fact>
        </Box>
      </Paper>
      {canManage && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="card-toggle">
          <Typography variant="h2" id="card-toggle" sx={sectionTitle}>
            {card.status === 'disabled' ? 'Enable again' : 'Disable'}
          </Typography>
          {done && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {done}
            </Alert>
          )}
          <Toggle key={card.status} detail={detail.data} onDone={setDone} />
        </Paper>
      )}
      <AuditTrailPanel subject={{ entity: 'gift_card', entityId: card.id }} />
    </Box>
  );
}
