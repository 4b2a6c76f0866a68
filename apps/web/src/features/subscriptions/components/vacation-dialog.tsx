import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  subscriptionMessages,
  type Subscription,
  type SubscriptionWeek,
  type VacationResult,
} from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { useVacation } from '../api/vacation';
import { ChoiceSelect } from './choice-select';

export const VACATION_FALLBACK = 'Unable to skip these weeks. Please try again.';

/**
 * A vacation (beyond the spec, issue 11): skips a range of a subscription's upcoming weeks in
 * one call. Loaded on first open.
 */
export default function VacationDialog({
  open,
  onClose,
  subscriptions,
  weeks,
  onSkipped,
}: {
  open: boolean;
  onClose: () => void;
  /** The active subscriptions. */
  subscriptions: Subscription[];
  weeks: SubscriptionWeek[];
  onSkipped: (result: VacationResult, subscriptionId: number) => void;
}) {
  const titleId = useId();
  const [subscriptionId, setSubscriptionId] = useState(subscriptions[0]?.id ?? 0);
  const own = weeks.filter((w) => w.subscription_id === subscriptionId && !w.deadline_passed);
  const [first, setFirst] = useState(own[0]?.week ?? '');
  const [last, setLast] = useState(own.at(-1)?.week ?? '');
  const vacation = useVacation();
  const options = own.map((w) => ({ value: w.week, label: `Week of ${w.week_formatted}` }));
  const backwards = first > last;

  const chooseSubscription = (id: number) => {
    setSubscriptionId(id);
    const next = weeks.filter((w) => w.subscription_id === id && !w.deadline_passed);
    setFirst(next[0]?.week ?? '');
    setLast(next.at(-1)?.week ?? '');
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Plan a Vacation</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2.5 }}>
          Skip every delivery from the first week to the last. Weeks already being prepared stay as
          they are.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          {subscriptions.length > 1 && (
            <ChoiceSelect
              label="Subscription"
              value={String(subscriptionId)}
              options={subscriptions.map((s) => ({ value: String(s.id), label: s.meal_plan.name }))}
              onChange={(value) => chooseSubscription(Number(value))}
            />
          )}
          <ChoiceSelect label="First week" value={first} options={options} onChange={setFirst} />
          <ChoiceSelect label="Last week" value={last} options={options} onChange={setLast} />
        </Box>
        {backwards && (
          <Typography role="alert" sx={{ mt: 1.5, color: 'error.main' }}>
            {subscriptionMessages.vacationRange}
          </Typography>
        )}
        {vacation.isError && (
          <Typography role="alert" sx={{ mt: 1.5, color: 'error.main', fontWeight: 600 }}>
            {errorMessage(vacation.error, VACATION_FALLBACK)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={vacation.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={vacation.isPending || backwards || !first || !last}
          onClick={() =>
            vacation.mutate(
              { subscription_id: subscriptionId, first_week: first, last_week: last },
              {
                onSuccess: (result) => {
                  onSkipped(result, subscriptionId);
                  onClose();
                },
              },
            )
          }
        >
          Skip These Weeks
        </Button>
      </DialogActions>
    </Dialog>
  );
}
