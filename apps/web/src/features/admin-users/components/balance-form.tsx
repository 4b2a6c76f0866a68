import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ApiError } from '../../../lib/http';
import { useAdjustBalance } from '../api/adjust-balance';
import { centsOf } from '../../admin';

/**
 * Adds to (or, negative, takes from) the customer's gift card balance, with the reason the
 * audit trail keeps; the server refuses a balance below zero under the amount.
 */
export function BalanceForm({ customerId }: { customerId: number }) {
  const adjust = useAdjustBalance(customerId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; banner?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const cents = centsOf(amount);
    if (cents === undefined) {
      setErrors({ amount: 'Enter an amount in dollars, like 25.00 or -10.00.' });
      return;
    }
    setErrors({});
    try {
      const answer = await adjust.mutateAsync({ amount: cents, reason });
      setDone(answer.message);
      setAmount('');
      setReason('');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setErrors({ banner: 'Something went wrong. Please try again.' });
        return;
      }
      const amountError = error.errors['amount']?.[0];
      const reasonError = error.errors['reason']?.[0];
      setErrors({
        ...(amountError ? { amount: amountError } : {}),
        ...(reasonError ? { reason: reasonError } : {}),
        ...(!amountError && !reasonError ? { banner: error.message } : {}),
      });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Adjust the gift card balance"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {errors.banner && <Alert severity="error">{errors.banner}</Alert>}
      {done && <Alert severity="success">{done}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Amount (USD, negative to take)"
          name="amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount}
          sx={{ width: 230 }}
        />
        <TextField
          size="small"
          label="Reason"
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
          sx={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" variant="contained" disabled={adjust.isPending}>
          {adjust.isPending ? 'Adjusting…' : 'Adjust balance'}
        </Button>
      </Box>
    </Box>
  );
}
