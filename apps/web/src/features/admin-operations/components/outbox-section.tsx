import { TableFrame } from '../../admin';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { OUTBOX_STATUSES, type OperationsOverview, type OutboxMail } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { adminDateTime, useCan } from '../../admin';
import { useResendMail } from '../api/resend-mail';

const statusLabels: Record<OutboxMail['status'], string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Failed',
  stored: 'Kept (no mail server)',
};

function OutboxCounts({ counts }: { counts: OperationsOverview['outbox'] }) {
  return (
    <Box
      component="dl"
      aria-label="Mails by status"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, max-content)' },
        columnGap: 4,
        rowGap: 1,
        m: 0,
      }}
    >
      {OUTBOX_STATUSES.map((status) => (
        <Box key={status}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: 13 }}>
            {statusLabels[status]}
          </Box>
          <Box
            component="dd"
            data-testid={`outbox-${status}`}
            sx={{
              m: 0,
              fontSize: '1.25rem',
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              ...(status === 'failed' && counts.failed > 0 ? { color: 'error.main' } : {}),
            }}
          >
            {counts[status].toLocaleString('en-US')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ResendButton({
  mail,
  disabled,
  onResend,
}: {
  mail: OutboxMail;
  disabled: boolean;
  onResend: (mail: OutboxMail) => void;
}) {
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={`Resend “${mail.subject}” to ${mail.to}`}
      disabled={disabled}
      onClick={() => onResend(mail)}
    >
      Resend
    </Button>
  );
}

/** The outbox: its mails by status, and the latest that could not be delivered. */
export function OutboxSection({
  counts,
  failed,
}: {
  counts: OperationsOverview['outbox'];
  failed: OutboxMail[];
}) {
  const canResend = useCan('manage-orders');
  const [outcome, setOutcome] = useState<{ message: string; ok: boolean } | null>(null);
  // The mutation lives here, not in the mail's row: the mail leaves the failed list as it is
  // resent (the answer refreshes the overview, and so may the page's polling before the answer
  // comes), and a callback given to mutate() is dropped when its row unmounts first.
  const resend = useResendMail();
  const resendMail = (mail: OutboxMail) =>
    resend.mutate(mail.id, {
      onSuccess: (answer) => setOutcome({ message: answer.message, ok: true }),
      onError: (error) =>
        setOutcome({
          message: errorMessage(error, 'The mail could not be sent again.'),
          ok: false,
        }),
    });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <OutboxCounts counts={counts} />
      <Typography variant="h3" id="failed-mails" sx={{ fontSize: '1rem' }}>
        Latest failed mails
      </Typography>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} onClose={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      {failed.length === 0 ? (
        <Typography color="text.secondary">No mail has failed.</Typography>
      ) : (
        <TableFrame label={'Failed mails'}>
          <Table size="small" aria-labelledby="failed-mails">
            <TableHead>
              <TableRow>
                <TableCell>To</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Last error</TableCell>
                <TableCell>Queued</TableCell>
                {canResend && <TableCell align="right">Action</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {failed.map((mail) => (
                <TableRow key={mail.id} data-mail-id={mail.id}>
                  <TableCell sx={{ wordBreak: 'break-all', minWidth: 160 }}>{mail.to}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{mail.subject}</TableCell>
                  <TableCell align="right">{mail.attempts}</TableCell>
                  <TableCell sx={{ minWidth: 200, color: 'text.secondary', fontSize: 13 }}>
                    {mail.last_error ?? '—'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {adminDateTime(mail.created_at)}
                  </TableCell>
                  {canResend && (
                    <TableCell align="right">
                      <ResendButton
                        mail={mail}
                        disabled={resend.isPending && resend.variables === mail.id}
                        onResend={resendMail}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
    </Box>
  );
}
