import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SubscriberWeekMenu, SubscriberWeekRow } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { adminDateTime, dayText } from '../../admin';
import { useStartCycleRun } from '../api/start-cycle-run';
import { retryOutcome } from '../runs';

/**
 * "Retry payment" of one declined week (manage-orders): asks first, then charges the card on
 * file again through the week's retry step and says what it did; the list is fetched again.
 * The page holds it, not the row: the row changes (or leaves the list) once the week is paid.
 */
export function RetryPayment({
  week,
  row,
  menus,
  onClose,
}: {
  week: string;
  row: SubscriberWeekRow;
  menus: SubscriberWeekMenu[];
  onClose: () => void;
}) {
  const retry = useStartCycleRun();
  const [problem, setProblem] = useState('');
  const [outcome, setOutcome] = useState<ReturnType<typeof retryOutcome>>();
  const channel = menus.find((m) => m.channel_id === row.channel_id);
  const who = row.name || row.email;
  const charge = async () => {
    if (!channel) return;
    setProblem('');
    try {
      const answer = await retry.mutateAsync({
        kind: 'retry',
        week,
        channel: channel.channel_slug,
        subscription_id: row.subscription_id,
      });
      if ('step' in answer)
        setOutcome(
          retryOutcome(answer.step, row.next_charge_at && adminDateTime(row.next_charge_at)),
        );
    } catch (error) {
      setProblem(errorMessage(error, 'The payment could not be retried. Try again.'));
    }
  };
  const close = () => {
    if (!retry.isPending) onClose();
  };
  return (
    <Dialog open onClose={close} aria-labelledby="retry-payment-title" fullWidth>
      <DialogTitle id="retry-payment-title">Retry {who}&apos;s payment?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          The box of the week of {dayText(week)} is charged again to the card {who} has on file now.
          Charges tried so far: {row.charge_attempts}.
          {row.last_decline && ` Last decline: “${row.last_decline}”`}
        </DialogContentText>
        {!channel && (
          <Alert severity="error">
            This week has no published menu in the customer&apos;s store.
          </Alert>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        {outcome && (
          <Alert severity={outcome.severity} role="status">
            {outcome.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={retry.isPending}>
          {outcome ? 'Close' : 'Cancel'}
        </Button>
        {!outcome && (
          <Button
            variant="contained"
            onClick={() => void charge()}
            disabled={retry.isPending || !channel}
          >
            Retry payment
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
