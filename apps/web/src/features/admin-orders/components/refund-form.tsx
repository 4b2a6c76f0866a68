import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  REFUND_DESTINATIONS,
  formatPrice,
  refundDestinationLabels,
  type AdminOrderView,
  type RefundDestination,
} from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { useRefundOrder } from '../api/refund-order';
import { newRequestKey } from './request-key';
import { Section } from './order-summary';
import { AdminFilter, centsOf } from '../../admin';

/** Give back part or all of a paid order, to the card or the gift card balance. */
export function RefundForm({ order }: { order: AdminOrderView }) {
  const refund = useRefundOrder(order.id);
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState<RefundDestination>(
    order.can.card_refundable > 0 ? 'card' : 'gift_card',
  );
  const [reason, setReason] = useState('');
  // One key per refund meant: a retry after a lost answer sends the same one.
  const [key, setKey] = useState(newRequestKey);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const max = destination === 'card' ? order.can.card_refundable : order.can.refundable;
  if (order.can.refundable === 0) {
    // Nothing is left to give back, but the refund that emptied it still says it was made: the
    // order is refetched before the answer reaches this form.
    return done ? (
      <Section title="Refund">
        <Alert severity="success">{done}</Alert>
      </Section>
    ) : null;
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    const cents = centsOf(amount);
    if (cents === undefined || cents <= 0) return setProblem('Enter an amount such as 12.50.');
    if (!reason.trim()) return setProblem('Say why the money is given back.');
    setProblem(null);
    try {
      const answer = await refund.mutateAsync({
        amount_cents: cents,
        destination,
        reason,
        idempotency_key: key,
      });
      setDone(
        `${formatPrice(answer.refund.amount)} refunded ${refundDestinationLabels[destination].toLowerCase()}.`,
      );
      setAmount('');
      setReason('');
      setKey(newRequestKey());
    } catch (error) {
      setProblem(errorMessage(error, 'The refund could not be made. Try again.'));
    }
  };

  return (
    <Section title="Refund">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {done && <Alert severity="success">{done}</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <TextField
            size="small"
            fullWidth={false}
            label="Amount ($)"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            helperText={`At most ${formatPrice(max)}`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <AdminFilter
            label="Refund to"
            value={destination}
            allLabel={null}
            options={REFUND_DESTINATIONS.filter(
              (d) => d !== 'card' || order.can.card_refundable > 0,
            ).map((d) => ({ value: d, label: refundDestinationLabels[d] }))}
            onChange={(v) => setDestination(v as RefundDestination)}
          />
          <TextField
            size="small"
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ flex: 1, minWidth: 220 }}
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={refund.isPending}>
            {refund.isPending ? 'Refunding…' : 'Refund'}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
