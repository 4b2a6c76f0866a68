import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CycleRunView } from '@mealbox/contracts';
import { adminKeys, runKindLabels } from '../../admin';
import { useCycleRun } from '../api/get-cycle-run';
import { isRunning, runCounts } from '../runs';

/**
 * A run started on this page, followed until it ends: its bar and its done, failed and skipped of
 * its total. Once it has ended every admin read is fetched again, so the list shows what it did.
 */
export function RunProgress({ started, channel }: { started: CycleRunView; channel: string }) {
  const { data: run } = useCycleRun(started);
  const client = useQueryClient();
  const running = isRunning(run);
  const wasRunning = useRef(isRunning(started));
  useEffect(() => {
    if (wasRunning.current && !running) void client.invalidateQueries({ queryKey: adminKeys.all });
    wasRunning.current = running;
  }, [running, client]);
  const counts = runCounts(run);
  const title = `${runKindLabels[run.kind]} for ${channel}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="started-run-title"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Typography variant="h2" id="started-run-title" sx={{ fontSize: '1.1rem' }}>
        {title}: {running ? 'running…' : run.status === 'done' ? 'done' : 'failed'}
      </Typography>
      <LinearProgress
        variant={counts.percent === null ? 'indeterminate' : 'determinate'}
        {...(counts.percent === null ? {} : { value: counts.percent })}
        color={run.status === 'failed' ? 'error' : 'primary'}
        aria-label={`Progress of ${title}`}
      />
      <Typography role="status" data-testid="run-counts" sx={{ fontSize: 14 }}>
        {counts.text}
      </Typography>
      {run.error && <Alert severity="error">{run.error}</Alert>}
    </Paper>
  );
}
