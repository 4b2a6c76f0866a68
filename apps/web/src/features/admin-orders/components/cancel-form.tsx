import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPrice, type AdminOrderView } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { useCancelOrder } from '../api/change-order';
import { newRequestKey } from './request-key';
import { Section } from './order-summary';
import { AdminFilter } from '../../admin';

/** Cancel the order; a paid one with the rest of its money given back. */
export function CancelForm({ order }: { order: AdminOrderView }) {
  const cancel = useCancelOrder(order.id);
  const [reason, setReason] = useState('');
  const [refundTo, setRefundTo] = useState<'original' | 'gift_card'>('original');
  const [key] = useState(newRequestKey);
  const [problem, setProblem] = useState<string | null>(null);
  if (!order.can.cancel) return null;
  const refunds = order.status === 'paid' && order.can.refundable > 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem('Say why the order is cancelled.');
    setProblem(null);
    try {
      await cancel.mutateAsync({
        reason,
        idempotency_key: key,
        ...(refunds ? { refund_to: refundTo } : {}),
      });
    } catch (error) {
      setProblem(errorMessage(error, 'The order could not be cancelled. Try again.'));
    }
  };

  return (
    <Section title="Cancel order">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {refunds && (
          <Typography>
            A paid order is cancelled with a full refund: {formatPrice(order.can.refundable)} goes
            back.
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {refunds && (
            <AdminFilter
              label="Give the rest back"
              value={refundTo}
              allLabel={null}
              options={[
                { value: 'original', label: 'As it was paid (card, gift card)' },
                { value: 'gift_card', label: 'All to the gift card balance' },
              ]}
              onChange={(v) => setRefundTo(v as 'original' | 'gift_card')}
            />
          )}
          <TextField
            size="small"
            label="Reason for cancelling"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ flex: 1, minWidth: 220 }}
          />
        </Box>
        <Box>
          <Button type="submit" color="error" variant="outlined" disabled={cancel.isPending}>
            Cancel order
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
