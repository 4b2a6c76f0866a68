import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Schedule, VacationResult } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { useUndoVacation } from '../api/vacation';
import { PastOrders } from './past-orders';
import { ScheduleWeek } from './schedule-week';

const VacationDialog = lazy(() => import('./vacation-dialog'));

export const UNDO_FALLBACK = 'Unable to undo your vacation. Please try again.';

/** "Nov 30", "Nov 30 and Dec 7", "Nov 30, Dec 7 and Dec 14". */
export function listWeeks(names: string[]): string {
  if (names.length < 2) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * My Schedule (product.md): the upcoming weeks with their state, meals, dates and actions, a
 * vacation over several of them with its undo, then past orders. `readOnly` for staff looking
 * at a customer's schedule.
 */
export function ScheduleView({
  schedule,
  readOnly,
  notice,
}: {
  schedule: Schedule;
  readOnly: boolean;
  /** A message brought from the page before (the picks just saved). */
  notice?: string | undefined;
}) {
  const upcomingId = useId();
  const [vacationOpen, setVacationOpen] = useState(false);
  const [vacationLoaded, setVacationLoaded] = useState(false);
  // Each opening starts from the schedule as it is then.
  const [vacationKey, setVacationKey] = useState(0);
  const [vacation, setVacation] = useState<{
    result: VacationResult;
    subscriptionId: number;
  } | null>(null);
  const undo = useUndoVacation();
  const active = schedule.subscriptions.filter((s) => s.status === 'active');
  const plans = new Map(schedule.subscriptions.map((s) => [s.id, s.meal_plan.name]));
  const several = schedule.subscriptions.length > 1;
  const weekNames = new Map(schedule.weeks.map((w) => [w.week, w.week_formatted]));
  for (const w of vacation?.result.weeks ?? []) weekNames.set(w.week, w.week_formatted);
  const named = (weeks: string[]) => listWeeks(weeks.map((w) => weekNames.get(w) ?? w));
  const canVacation =
    !readOnly && active.length > 0 && schedule.weeks.some((w) => !w.deadline_passed);
  const own = readOnly ? `${schedule.user.first_name} ${schedule.user.last_name}` : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
        {own ? `${own}’s Schedule` : 'My Schedule'}
      </Typography>
      {notice && (
        <Typography role="status" sx={{ mb: 2, fontWeight: 600, color: 'success.dark' }}>
          {notice}
        </Typography>
      )}
      <Box component="section" aria-labelledby={upcomingId} sx={{ mt: 3 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            mb: 2,
          }}
        >
          <Typography id={upcomingId} variant="h2" sx={{ fontSize: 24, fontWeight: 700 }}>
            Upcoming Deliveries
          </Typography>
          {canVacation && (
            <Button
              variant="outlined"
              onClick={() => {
                setVacationLoaded(true);
                setVacationKey((k) => k + 1);
                setVacationOpen(true);
              }}
            >
              Plan a Vacation
            </Button>
          )}
        </Box>
        {vacation && (
          <Box
            data-testid="vacation-result"
            sx={{ mb: 2, p: 2, borderRadius: 3, bgcolor: '#E3F1E4', color: '#1B5E20' }}
          >
            <Typography role="status" sx={{ fontWeight: 700 }}>
              {undo.isSuccess ? undo.data.message : vacation.result.message}
            </Typography>
            {!undo.isSuccess && vacation.result.changed.length > 0 && (
              <Typography>Skipped: {named(vacation.result.changed)}.</Typography>
            )}
            {!undo.isSuccess && vacation.result.locked.length > 0 && (
              <Typography>
                Already ordered or past the deadline: {named(vacation.result.locked)}.
              </Typography>
            )}
            {undo.isSuccess && undo.data.changed.length > 0 && (
              <Typography>Back on your schedule: {named(undo.data.changed)}.</Typography>
            )}
            {undo.isError && (
              <Typography role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
                {errorMessage(undo.error, UNDO_FALLBACK)}
              </Typography>
            )}
            {!undo.isSuccess && vacation.result.changed.length > 0 && (
              <Button
                sx={{ mt: 1 }}
                variant="outlined"
                color="inherit"
                disabled={undo.isPending}
                onClick={() =>
                  undo.mutate({
                    subscription_id: vacation.subscriptionId,
                    weeks: vacation.result.changed,
                  })
                }
              >
                Undo
              </Button>
            )}
          </Box>
        )}
        {schedule.weeks.length === 0 ? (
          <Typography color="text.secondary">
            {active.length === 0
              ? 'You have no active subscription, so there are no upcoming deliveries.'
              : 'No upcoming deliveries yet.'}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {schedule.weeks.map((week) => (
              <ScheduleWeek
                key={`${week.subscription_id}-${week.week}`}
                week={week}
                readOnly={readOnly}
                {...(several ? { planName: plans.get(week.subscription_id) ?? '' } : {})}
              />
            ))}
          </Box>
        )}
      </Box>
      <PastOrders orders={schedule.past_orders} />
      {vacationLoaded && (
        <Suspense fallback={null}>
          <VacationDialog
            key={vacationKey}
            open={vacationOpen}
            onClose={() => setVacationOpen(false)}
            subscriptions={active}
            weeks={schedule.weeks}
            onSkipped={(result, subscriptionId) => {
              undo.reset();
              setVacation({ result, subscriptionId });
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
