import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  accountStatusLabels,
  fallbackErrors,
  UPDATE_CARD_PATH,
  type SubscriptionWeek,
  type WeekAction,
} from '@mealbox/contracts';
import { MealThumbnail } from '../../../components/meals/meal-thumbnail';
import { errorMessage } from '../../../lib/http';
import { useAccountStore } from '../account-store';
import { useChangeWeek, type WeekChange } from '../api/change-week';
import { pickMealsUrl } from '../status-line-model';
import { weekNotice, weekStateLabel, weekStateTone, type WeekLink } from '../week-state';
import { ChangeOutcome } from './change-outcome';

const toneSx = {
  good: { bgcolor: '#E3F1E4', color: '#1B5E20' },
  awaiting: { bgcolor: '#FFF4D6', color: '#6B4E00' },
  off: { bgcolor: '#ECECEC', color: '#424242' },
  bad: { bgcolor: '#FDE4E1', color: '#9B1C1C' },
} as const;

const linkLabels: Partial<Record<WeekAction, string>> = {
  pick: accountStatusLabels.pickMeals,
  change: 'Change My Meals',
};

const noticeLinkLabels: Record<WeekLink, string> = {
  review_picks: accountStatusLabels.reviewPicks,
  update_card: accountStatusLabels.updateCard,
};

/**
 * One upcoming week of My Schedule: its state, delivery date, deadline, meals and the actions the
 * server says still apply (product.md). Staff looking at a customer's schedule see it read-only.
 */
export function ScheduleWeek({
  week,
  planName,
  readOnly,
}: {
  week: SubscriptionWeek;
  /** Named when the customer has more than one subscription. */
  planName?: string;
  readOnly: boolean;
}) {
  const headingId = useId();
  const processing = useAccountStore((s) => s.skip_week_processing);
  const skip = useChangeWeek('skip');
  const unskip = useChangeWeek('unskip');
  const [last, setLast] = useState<WeekChange | null>(null);
  const outcome = last === 'skip' ? skip : last === 'unskip' ? unskip : null;
  const run = (change: WeekChange) => {
    setLast(change);
    (change === 'skip' ? unskip : skip).reset();
    (change === 'skip' ? skip : unskip).mutate({
      subscription_id: week.subscription_id,
      week: week.week,
    });
  };
  const actions = readOnly ? [] : week.actions;
  const notice = weekNotice(week);
  // A preselection's page only with its link (the owner's answer); a new card only for the owner.
  const noticeLinks = readOnly
    ? []
    : (notice?.links ?? []).filter((l) => l === 'update_card' || week.preselection_url);

  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-week={week.week}
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'rgba(0,0,0,0.08)',
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography id={headingId} component="h3" sx={{ fontSize: 20, fontWeight: 700 }}>
          Week of {week.week_formatted}
        </Typography>
        <Box
          component="span"
          data-testid="week-state"
          sx={{
            px: 1.25,
            py: 0.25,
            borderRadius: 10,
            fontSize: 14,
            fontWeight: 600,
            ...toneSx[weekStateTone(week.state)],
          }}
        >
          {weekStateLabel(week)}
        </Box>
      </Box>
      {planName && <Typography sx={{ color: 'text.secondary', mb: 0.5 }}>{planName}</Typography>}
      {notice && (
        <Typography data-testid="week-notice" sx={{ mb: 1 }}>
          {notice.text}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.25, '& dt': { fontWeight: 600 } }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <dt>Delivery:</dt>
          <Box component="dd" sx={{ m: 0 }}>
            {week.delivery_date_formatted}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <dt>Deadline:</dt>
          <Box component="dd" sx={{ m: 0 }}>
            {week.deadline_passed ? 'Passed' : week.picking_deadline_formatted}
          </Box>
        </Box>
      </Box>
      {week.meals.length > 0 && (
        <Box
          component="ul"
          aria-label={`Meals for the week of ${week.week_formatted}`}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 2,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            opacity: week.state === 'skipped' ? 0.6 : 1,
          }}
        >
          {week.meals.map((meal) => (
            <Box
              component="li"
              key={meal.sku}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
            >
              <MealThumbnail src={meal.image} width={56} height={42} />
              <Typography sx={{ flex: 1, minWidth: 0, fontSize: 15 }}>{meal.name}</Typography>
              <Typography sx={{ fontSize: 15, fontWeight: 600 }}>× {meal.quantity}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {actions.length + noticeLinks.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          {noticeLinks.map((link) => (
            <Button
              key={link}
              variant="contained"
              component={RouterLink}
              to={link === 'update_card' ? UPDATE_CARD_PATH : (week.preselection_url ?? '')}
            >
              {noticeLinkLabels[link]}
            </Button>
          ))}
          {actions.map((action) => {
            const label = linkLabels[action];
            if (label) {
              return (
                <Button
                  key={action}
                  variant="contained"
                  component={RouterLink}
                  to={pickMealsUrl(week.subscription_id, week.week)}
                >
                  {label}
                </Button>
              );
            }
            const change: WeekChange = action === 'unskip' ? 'unskip' : 'skip';
            return (
              <Button
                key={action}
                variant={change === 'unskip' ? 'contained' : 'outlined'}
                disabled={processing}
                onClick={() => run(change)}
              >
                {accountStatusLabels[change]}
              </Button>
            );
          })}
        </Box>
      )}
      {outcome && last && (
        <ChangeOutcome
          pending={outcome.isPending}
          success={outcome.data?.message}
          error={outcome.isError ? errorMessage(outcome.error, fallbackErrors[last]) : undefined}
        />
      )}
    </Box>
  );
}
