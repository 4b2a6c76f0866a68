import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useOperations } from '../api/get-operations';
import { LIVE_REFRESH_MS, refreshInterval } from '../run-progress';
import { OutboxSection } from './outbox-section';
import { QueueTable } from './queue-table';
import { RunCards } from './run-cards';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * `/admin/asdf`: the weekly cycle's runs as they progress, the job queues' health and the
 * outbox, asked again on their own, so the page stays live without a reload.
 */
export function OperationsDashboard() {
  const operations = useOperations();
  const data = operations.data;
  if (operations.isPending) return <CircularProgress aria-label="Loading the operations" />;
  if (!data) {
    return (
      <Alert severity="error">
        {operations.error?.message ?? 'The operations could not be loaded.'}
      </Alert>
    );
  }
  const live = refreshInterval(data) === LIVE_REFRESH_MS;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        As of{' '}
        {new Date(operations.dataUpdatedAt).toLocaleTimeString('en-US', { timeStyle: 'medium' })},
        {live ? ' updated every 2 seconds while a run is running.' : ' updated every 10 seconds.'}
        {operations.isRefetchError && ' The last update failed; trying again.'}
      </Typography>
      <Section id="operations-runs" title="Weekly cycle runs">
        <RunCards runs={data.runs} />
      </Section>
      <Section id="operations-queues" title="Job queues">
        <QueueTable queues={data.queues} />
      </Section>
      <Section id="operations-outbox" title="Email outbox">
        <OutboxSection counts={data.outbox} failed={data.failed_mails} />
      </Section>
    </Box>
  );
}
