import { TableFrame } from '../../admin';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QueueHealth } from '@mealbox/contracts';

const STATES = [
  ['queued', 'Queued'],
  ['active', 'Active'],
  ['retrying', 'Retrying'],
  ['failed', 'Failed'],
  ['completed', 'Completed'],
] as const;

/** Each job queue's jobs by state; failures stand out. */
export function QueueTable({ queues }: { queues: QueueHealth[] }) {
  if (queues.length === 0) {
    return (
      <Typography color="text.secondary">
        The job queue has not started on this store yet.
      </Typography>
    );
  }
  return (
    <TableFrame label={'Job queues'}>
      <Table size="small" aria-label="Job queues">
        <TableHead>
          <TableRow>
            <TableCell>Queue</TableCell>
            {STATES.map(([state, label]) => (
              <TableCell key={state} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {queues.map((queue) => (
            <TableRow key={queue.name}>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
              >
                {queue.name}
              </TableCell>
              {STATES.map(([state]) => (
                <TableCell
                  key={state}
                  align="right"
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    ...(state === 'failed' && queue.failed > 0
                      ? { color: 'error.main', fontWeight: 700 }
                      : {}),
                  }}
                >
                  {queue[state].toLocaleString('en-US')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
