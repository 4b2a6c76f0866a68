import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CycleRunView } from '@mealbox/contracts';
import {
  adminDateTime,
  runKindLabels,
  runProgress,
  runStatusLabels,
  useChannelName,
  dateText,
} from '../../admin';
import { startedByText } from '../run-progress';

const statusColor = { running: 'default', done: 'success', failed: 'error' } as const;

const figure = (n: number) => n.toLocaleString('en-US');

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: 13 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {figure(value)}
      </Box>
    </Box>
  );
}

function StartedBy({ startedBy }: { startedBy: string }) {
  const by = startedByText(startedBy);
  if (by.userId === null) return <>{by.text}</>;
  return (
    <Link component={RouterLink} to={`/admin/user/edit/${by.userId}`}>
      {by.text}
    </Link>
  );
}

/** One run: what, which week and store, who started it, its bar and its counts. */
function RunCard({ run, channel }: { run: CycleRunView; channel: string }) {
  const progress = runProgress(run);
  const title = `${runKindLabels[run.kind]}, week of ${dateText(run.week)}`;
  const headingId = `run-${run.id}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-run-id={run.id}
      sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h3" id={headingId} sx={{ fontSize: '1rem' }}>
          {title}
        </Typography>
        <Chip
          size="small"
          label={runStatusLabels[run.status]}
          color={statusColor[run.status]}
          data-testid="run-status"
        />
      </Box>
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        {channel} · started {adminDateTime(run.started_at)} by{' '}
        <StartedBy startedBy={run.started_by} />
        {run.finished_at && ` · ended ${adminDateTime(run.finished_at)}`}
      </Typography>
      <LinearProgress
        variant={progress.percent === null ? 'indeterminate' : 'determinate'}
        {...(progress.percent === null ? {} : { value: progress.percent })}
        color={run.status === 'failed' ? 'error' : 'primary'}
        aria-label={`Progress of ${title}`}
      />
      <Typography sx={{ fontSize: 14 }} data-testid="run-progress">
        {progress.total === null
          ? 'Being split into batches…'
          : `${figure(progress.finished)} of ${figure(progress.total)} subscriptions (${progress.percent}%)`}
        {run.batches ? ` · batch ${run.batches_done} of ${run.batches} ended` : null}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0 }}
      >
        <Count label="Done" value={run.done} />
        <Count label="Failed" value={run.failed} />
        <Count label="Skipped" value={run.skipped} />
      </Box>
      {run.error && <Alert severity="error">{run.error}</Alert>}
    </Paper>
  );
}

/** The weekly cycle's recent runs, the running ones first. */
export function RunCards({ runs }: { runs: CycleRunView[] }) {
  const nameOf = useChannelName();
  if (runs.length === 0) {
    return <Typography color="text.secondary">No run of the weekly cycle yet.</Typography>;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
      }}
    >
      {runs.map((run) => (
        <RunCard key={run.id} run={run} channel={nameOf(run.channel_id)} />
      ))}
    </Box>
  );
}
