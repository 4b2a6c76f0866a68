import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { GiftCardToggleInput } from '@mealbox/contracts';
import { FormTextField } from '../../../components/forms/form-text-field';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useDisableGiftCards } from '../api/disable-gift-cards';
import { notStarted, type DisableProgress } from '../disable-in-parts';

const cards = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'gift card' : 'gift cards'}`;

/** What a finished run did, in a sentence or two. */
function summary(run: DisableProgress): string {
  const left = run.unchanged.length;
  return [
    `Disabled ${cards(run.disabled.length)}.`,
    left > 0 ? `${cards(left)} stayed as they were (redeemed or already disabled).` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The reason asked for before a run (its own component: a fresh form each time it opens). */
function ReasonForm({
  count,
  onCancel,
  onReason,
}: {
  count: number;
  onCancel: () => void;
  onReason: (reason: string) => Promise<void>;
}) {
  const { control, banner, submit } = useStoreForm(GiftCardToggleInput, { reason: '' });
  return (
    <StoreForm onSubmit={submit(({ reason }) => onReason(reason))} banner={banner}>
      <DialogContentText>
        A disabled card can no longer be applied and leaves the outstanding liability. Cards already
        redeemed or disabled stay as they are.
      </DialogContentText>
      <FormTextField control={control} name="reason" label="Reason to disable" />
      <DialogActions sx={{ p: 0 }}>
        <Button onClick={onCancel}>Keep them</Button>
        <Button type="submit" color="error" variant="contained">
          Disable {cards(count)}
        </Button>
      </DialogActions>
    </StoreForm>
  );
}

/**
 * The list's bulk action: disables the chosen cards for one reason, in parts, with a progress
 * bar; at the end it says what was disabled and what was left as it was. Closing it after a run
 * calls `onFinished` (the list clears its choice).
 */
export function DisableSelected({ ids, onFinished }: { ids: number[]; onFinished: () => void }) {
  const [open, setOpen] = useState(false);
  const [run, setRun] = useState<DisableProgress | null>(null);
  const disable = useDisableGiftCards();
  const running = disable.isPending;
  const start = async (reason: string) => {
    setRun(notStarted(ids.length));
    await disable.mutateAsync({ ids, reason, onProgress: setRun });
  };
  const close = () => {
    if (running) return;
    setOpen(false);
    // After a run the list is fetched again and the choice starts over.
    if (run) onFinished();
    setRun(null);
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Disable {cards(ids.length)}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="disable-selected-title" fullWidth>
        <DialogTitle id="disable-selected-title">
          Disable {cards(run?.total ?? ids.length)}?
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {run === null ? (
            <ReasonForm count={ids.length} onCancel={close} onReason={start} />
          ) : (
            <Box>
              <Typography id="disable-progress">
                {running ? 'Disabling… ' : ''}
                {run.done.toLocaleString('en-US')} of {cards(run.total)} done
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(run.done / run.total) * 100}
                aria-labelledby="disable-progress"
              />
            </Box>
          )}
          {run && !running && (
            <Alert severity={run.failure ? 'error' : 'success'}>
              {summary(run)}
              {run.failure && ` The rest were not disabled: ${run.failure}`}
            </Alert>
          )}
        </DialogContent>
        {run && (
          <DialogActions>
            <Button onClick={close} disabled={running}>
              Close
            </Button>
          </DialogActions>
        )}
      </Dialog>
    </>
  );
}
