import { TableFrame } from './table-frame';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEventView } from '@mealbox/contracts';
import { useAuditTrail, type AuditSubject } from '../api/get-audit-trail';
import { adminDateTime } from '../format';

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function Changes({ event }: { event: AuditEventView }) {
  const after = event.after ?? {};
  const before = event.before ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return null;
  return (
    <>
      {fields.map((field) => (
        <div key={field}>
          <strong>{field}</strong>: {shown(before[field])} → {shown(after[field])}
        </div>
      ))}
    </>
  );
}

/** Every change staff made to this record (or on this customer's behalf): who, what, when, why. */
export function AuditTrailPanel({
  subject,
  title = 'History',
}: {
  subject: AuditSubject;
  title?: string;
}) {
  const trail = useAuditTrail(subject);
  const events = trail.data?.events ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {trail.isError && <Typography color="error">The history could not be loaded.</Typography>}
      {!trail.isPending && events.length === 0 && (
        <Typography color="text.secondary">No changes by staff yet.</Typography>
      )}
      {events.length > 0 && (
        <TableFrame label={title}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{adminDateTime(event.at)}</TableCell>
                  <TableCell>{event.actor ? event.actor.name || event.actor.email : '—'}</TableCell>
                  <TableCell>
                    {event.action}
                    {'customerId' in subject &&
                      ` (${event.entity.replace('_', ' ')} ${event.entity_id})`}
                  </TableCell>
                  <TableCell>
                    <Changes event={event} />
                  </TableCell>
                  <TableCell>{event.reason ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
    </Paper>
  );
}
