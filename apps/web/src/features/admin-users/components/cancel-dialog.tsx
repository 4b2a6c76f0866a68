import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../../../lib/http';
import { useCancelSubscriptions } from '../api/cancel-subscriptions';

/** Cancels every active subscription of the customer, on their behalf, with an optional reason. */
export function CancelSubscriptionsButton({ customerId }: { customerId: number }) {
  const cancel = useCancelSubscriptions(customerId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(reason ? { reason } : {});
      setOpen(false);
      setReason('');
    } catch (error) {
      setFailure(errorMessage(error, 'The subscriptions could not be cancelled.'));
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Cancel subscriptions
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">Cancel the customer&apos;s subscriptions?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Every active subscription in this store is cancelled. Weeks already locked are still
            delivered; later weeks are dropped.
          </DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep them</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancel.isPending}
            onClick={() => void confirm()}
          >
            Cancel subscriptions
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
