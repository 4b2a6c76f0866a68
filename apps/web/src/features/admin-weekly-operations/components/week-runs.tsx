import { TableFrame } from '../../admin';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CycleRunKind } from '@mealbox/contracts';
import { adminDateTime, runKindLabels, runStatusLabels, useChannelName } from '../../admin';
import { useWeekRuns } from '../api/get-week-runs';
import { runCounts } from '../runs';

/** The week's earlier runs of the kinds the page is about, newest first. */
export function WeekRuns({
  week,
  kinds,
  title,
}: {
  week: string;
  kinds: readonly CycleRunKind[];
  title: string;
}) {
  const runs = useWeekRuns(week);
  const nameOf = useChannelName();
  const shown = (runs.data?.runs ?? []).filter((r) => kinds.includes(r.kind));
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {runs.isError && <Typography color="error">The runs could not be loaded.</Typography>}
      {runs.isSuccess && shown.length === 0 && (
        <Typography color="text.secondary">No run for this week yet.</Typography>
      )}
      {shown.length > 0 && (
        <TableFrame label={title}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Run</TableCell>
                <TableCell>Channel</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Started</TableCell>
                <TableCell>Ended</TableCell>
                <TableCell>Subscriptions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((run) => (
                <TableRow key={run.id} data-run-id={run.id}>
                  <TableCell>{runKindLabels[run.kind]}</TableCell>
                  <TableCell>{nameOf(run.channel_id)}</TableCell>
                  <TableCell>{runStatusLabels[run.status]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {adminDateTime(run.started_at)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {adminDateTime(run.finished_at)}
                  </TableCell>
                  <TableCell>{runCounts(run).text}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
    </Paper>
  );
}
