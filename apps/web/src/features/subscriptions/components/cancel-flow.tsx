import { useId, useState, type ElementType } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CANCEL_REASON_MAX, fallbackErrors, type SubscriptionWeek } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { useAccountStore } from '../account-store';
import { useCancelSubscriptions } from '../api/cancel-subscriptions';
import { useChangeWeek } from '../api/change-week';
import { useSchedule } from '../api/get-schedule';
import { selectedSubscription } from '../status-line-model';

export type CancelFlowState = 'initial' | 'skipped' | 'cancelled';

/**
 * The plan modal's content (spec §4: states initial, skipped, cancelled; product.md): before
 * cancelling, the customer is offered to skip the next delivery instead, and may say why they
 * leave. The dialog and the /pages/cancel-subscription page both show it.
 */
export function CancelFlow({
  headingId,
  headingComponent = 'h2',
  onClose,
}: {
  /** The id of the heading, for a dialog's aria-labelledby. */
  headingId?: string;
  headingComponent?: ElementType;
  /** The way out once done (the dialog closes); without it, a link to My Schedule. */
  onClose?: () => void;
}) {
  const [state, setState] = useState<CancelFlowState>('initial');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const selectedId = useAccountStore((s) => s.selected_subscription_id);
  const schedule = useSchedule(undefined);
  const processing = useAccountStore((s) => s.skip_week_processing);
  const skip = useChangeWeek('skip');
  const cancel = useCancelSubscriptions();
  const busy = processing || cancel.isPending;
  // Held once chosen, so the sentences still name it after the schedule is fetched again.
  const [chosenWeek, setChosenWeek] = useState<SubscriptionWeek | null>(null);
  const subscription = schedule.data
    ? selectedSubscription(
        schedule.data.subscriptions.filter((s) => s.status === 'active'),
        selectedId,
      )
    : null;
  // The next delivery of that subscription that can still be skipped.
  const nextWeek =
    chosenWeek ??
    schedule.data?.weeks.find(
      (w) => w.subscription_id === subscription?.id && w.actions.includes('skip'),
    ) ??
    null;

  const heading = (text: string) => (
    <Typography
      id={headingId}
      component={headingComponent}
      variant="h2"
      sx={{ fontSize: 24, mb: 2 }}
    >
      {text}
    </Typography>
  );
  const done = onClose ? (
    <Button variant="contained" onClick={onClose} sx={{ mt: 3 }}>
      Close
    </Button>
  ) : (
    <Button variant="contained" component={RouterLink} to="/my-schedule" sx={{ mt: 3 }}>
      Go to My Schedule
    </Button>
  );

  if (state === 'skipped') {
    return (
      <Box>
        {heading('Enjoy your week off')}
        <Typography role="status" sx={{ fontWeight: 600, color: 'success.dark' }}>
          {skip.data?.message}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          We skipped your delivery for the week of {nextWeek?.week_formatted}. Your plan stays
          active and picks up again the week after.
        </Typography>
        {done}
      </Box>
    );
  }
  if (state === 'cancelled') {
    return (
      <Box>
        {heading('Your subscription is cancelled')}
        <Typography role="status" sx={{ fontWeight: 600, color: 'success.dark' }}>
          {cancel.data?.message}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Deliveries already being prepared still arrive; nothing after them is charged.
        </Typography>
        {done}
      </Box>
    );
  }

  const error = skip.isError
    ? errorMessage(skip.error, fallbackErrors.skip)
    : cancel.isError
      ? errorMessage(cancel.error, fallbackErrors.cancel)
      : null;
  return (
    <Box>
      {heading('Cancel your subscription?')}
      {nextWeek && (
        <Box sx={{ p: 2, mb: 2.5, borderRadius: 2, bgcolor: '#F1F0EA' }}>
          <Typography sx={{ mb: 1.5 }}>
            Need a break? Skip the week of {nextWeek.week_formatted} instead and keep your plan.
          </Typography>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => {
              cancel.reset();
              setChosenWeek(nextWeek);
              skip.mutate(
                { subscription_id: nextWeek.subscription_id, week: nextWeek.week },
                { onSuccess: () => setState('skipped'), onError: () => setChosenWeek(null) },
              );
            }}
          >
            Skip Next Week Instead
          </Button>
        </Box>
      )}
      <TextField
        id={reasonId}
        label="Why are you cancelling? (optional)"
        multiline
        minRows={3}
        fullWidth
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
      />
      {error && (
        <Typography role="alert" sx={{ mt: 1.5, color: 'error.main', fontWeight: 600 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2.5 }}>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => {
            skip.reset();
            cancel.mutate(reason, { onSuccess: () => setState('cancelled') });
          }}
        >
          Cancel My Subscription
        </Button>
        {onClose && (
          <Button onClick={onClose} disabled={busy}>
            Keep My Plan
          </Button>
        )}
      </Box>
    </Box>
  );
}
