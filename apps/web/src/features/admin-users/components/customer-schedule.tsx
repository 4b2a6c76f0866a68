import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Schedule, SubscriptionWeek } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { useChangeWeek } from '../api/change-week';

const stateLabel = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

function WeekAction({
  customerId,
  week,
  onDone,
}: {
  customerId: number;
  week: SubscriptionWeek;
  onDone: (message: string, ok: boolean) => void;
}) {
  const change = useChangeWeek(customerId);
  const action = week.actions.includes('skip')
    ? 'skip'
    : week.actions.includes('unskip')
      ? 'unskip'
      : null;
  if (!action) return null;
  const label = `${action === 'skip' ? 'Skip' : 'Unskip'} ${week.week_formatted}`;
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={label}
      disabled={change.isPending}
      onClick={() =>
        change.mutate(
          { change: action, subscription_id: week.subscription_id, week: week.week },
          {
            onSuccess: (answer) => onDone(answer.message, true),
            onError: (error) =>
              onDone(errorMessage(error, 'The week could not be changed.'), false),
          },
        )
      }
    >
      {action === 'skip' ? 'Skip' : 'Unskip'}
    </Button>
  );
}

/** The customer's weeks (as their own schedule shows them) with a skip or unskip on their behalf. */
export function CustomerSchedule({
  customerId,
  schedule,
  canManage,
}: {
  customerId: number;
  schedule: Schedule;
  canManage: boolean;
}) {
  const [outcome, setOutcome] = useState<{ message: string; ok: boolean } | null>(null);
  const planOf = (subscriptionId: number) =>
    schedule.subscriptions.find((s) => s.id === subscriptionId)?.meal_plan.name ?? '';
  if (schedule.weeks.length === 0) {
    return <Typography color="text.secondary">No upcoming weeks.</Typography>;
  }
  return (
    <>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mb: 1 }}>
          {outcome.message}
        </Alert>
      )}
      {/* A phone scrolls the table, not the page under the sticky header. */}
      <TableContainer>
        <Table size="small" aria-label="Schedule">
          <TableHead>
            <TableRow>
              <TableCell>Week</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Delivery</TableCell>
              <TableCell>Deadline</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Meals</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {schedule.weeks.map((week) => (
              <TableRow key={`${week.subscription_id}-${week.week}`}>
                <TableCell>{week.week_formatted}</TableCell>
                <TableCell>{planOf(week.subscription_id)}</TableCell>
                <TableCell>{week.delivery_date_formatted}</TableCell>
                <TableCell>{week.picking_deadline_formatted}</TableCell>
                <TableCell>{stateLabel(week.state)}</TableCell>
                <TableCell>
                  {week.meals.map((m) => `${m.quantity} × ${m.name}`).join(', ') || '—'}
                </TableCell>
                <TableCell align="right">
                  {canManage && (
                    <WeekAction
                      customerId={customerId}
                      week={week}
                      onDone={(message, ok) => setOutcome({ message, ok })}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
