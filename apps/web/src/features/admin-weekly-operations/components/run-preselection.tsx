import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CycleRunView, SubscriberWeekMenu } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { AdminFilter, dayText } from '../../admin';
import { useStartCycleRun } from '../api/start-cycle-run';

/**
 * "Run preselection" (manage-orders): asks first, for the channel chosen when several have the
 * week's menu (a run is one channel's), then starts the run and hands it to the page to follow.
 */
export function RunPreselection({
  week,
  menus,
  preferredChannel,
  onStarted,
}: {
  week: string;
  /** The week's published menus: the channels it can be run for. */
  menus: SubscriberWeekMenu[];
  /** The channel the list is filtered on, if any (chosen first). */
  preferredChannel: number | undefined;
  onStarted: (run: CycleRunView, channel: SubscriberWeekMenu) => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState('');
  const start = useStartCycleRun();
  const fallback = menus.find((m) => m.channel_id === preferredChannel) ?? menus[0];
  const channel = menus.find((m) => m.channel_slug === chosen) ?? fallback;
  const close = () => {
    if (start.isPending) return;
    setOpen(false);
    setProblem('');
  };
  const run = async () => {
    if (!channel) return;
    setProblem('');
    try {
      const answer = await start.mutateAsync({
        kind: 'preselect',
        week,
        channel: channel.channel_slug,
      });
      if ('run' in answer) onStarted(answer.run, channel);
      setOpen(false);
    } catch (error) {
      setProblem(errorMessage(error, 'The preselection could not be started. Try again.'));
    }
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} disabled={menus.length === 0}>
        Run preselection
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="run-preselection-title" fullWidth>
        <DialogTitle id="run-preselection-title">
          Run preselection for the week of {dayText(week)}?
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Every subscriber of the channel who picks their meals and has not picked yet gets meals
            chosen for them (favourites and earlier picks first, then the week&apos;s most popular
            meals, never a tag they excluded) and an email to review them until the deadline. Weeks
            already picked, preselected or skipped stay as they are.
          </DialogContentText>
          {menus.length > 1 && (
            <AdminFilter
              label="Channel"
              value={channel?.channel_slug ?? ''}
              allLabel={null}
              options={menus.map((m) => ({ value: m.channel_slug, label: m.channel_name }))}
              onChange={setChosen}
            />
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={start.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void run()} disabled={start.isPending}>
            {menus.length > 1 && channel
              ? `Run preselection for ${channel.channel_name}`
              : 'Run preselection'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
