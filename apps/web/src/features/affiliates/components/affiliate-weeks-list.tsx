import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectionProgress, type AffiliateWeek } from '@mealbox/contracts';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useAffiliateWeeks } from '../api/get-affiliate-weeks';

/** A plan's state in a week: "10 of 10 meals chosen" or "not chosen yet". */
export function planProgress(plan: AffiliateWeek['plans'][number]): string {
  return plan.chosen === 0
    ? 'not chosen yet'
    : `${selectionProgress(plan.chosen, plan.meals_per_week)} chosen`;
}

/** /AffiliateMenu: the store's weeks, each with its deadline and how far each plan's selection is. */
export function AffiliateWeeksList() {
  const weeks = useAffiliateWeeks();
  if (weeks.isPending) return <PageLoading label="Loading your weeks" />;
  if (weeks.isError) {
    return <LoadFailed title="We couldn’t load your weeks" onRetry={() => void weeks.refetch()} />;
  }
  const list = weeks.data.weeks;
  const hasPlans = list.some((w) => w.plans.length > 0);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Affiliate Menus
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose the meals your subscribers receive each week, before the week’s deadline.
      </Typography>
      {!hasPlans ? (
        <Typography>You have no plans to choose meals for yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {list.map((week) => (
            <Paper
              key={week.week}
              component="li"
              variant="outlined"
              aria-labelledby={`week-${week.week}`}
              sx={{
                p: { xs: 2, sm: 2.5 },
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  id={`week-${week.week}`}
                  component="h2"
                  sx={{ fontWeight: 700, fontSize: 18 }}
                >
                  Week of {week.week_formatted}
                </Typography>
                <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>
                  {week.editable
                    ? `Deadline: ${week.picking_deadline_formatted}`
                    : `Locked: the deadline (${week.picking_deadline_formatted}) has passed`}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {week.plans.map((plan) => (
                    <Typography component="li" key={plan.sku} sx={{ fontSize: 15 }}>
                      {plan.name}:{' '}
                      <Box
                        component="span"
                        sx={{
                          fontWeight: 600,
                          color: plan.complete ? 'success.dark' : 'text.primary',
                        }}
                      >
                        {planProgress(plan)}
                      </Box>
                    </Typography>
                  ))}
                </Box>
              </Box>
              <Button
                component={RouterLink}
                to={`/AffiliateMenu/${week.week}`}
                variant={week.editable ? 'contained' : 'outlined'}
                aria-label={`${week.editable ? 'Edit' : 'View'} the week of ${week.week_formatted}`}
              >
                {week.editable ? 'Edit' : 'View'}
              </Button>
            </Paper>
          ))}
        </Box>
      )}
    </Container>
  );
}
