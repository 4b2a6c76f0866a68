import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  accountStatusLabels,
  fallbackErrors,
  UPDATE_CARD_PATH,
  type AccountAction,
} from '@mealbox/contracts';
import { Skeleton } from '../../../components/placeholder';
import { errorMessage } from '../../../lib/http';
import { useAccountStore } from '../account-store';
import { useChangeWeek, type WeekChange } from '../api/change-week';
import { useStatusLine } from '../use-status-line';
import { ChangeOutcome } from './change-outcome';

/**
 * The account page's status line (spec §2, §4): one sentence naming the current week and its
 * deadline, with the actions its state offers. Skip and unskip show their processing state and
 * their answer (the server's message, or §8's fallback).
 */
export function StatusLine() {
  const { line, isError, retry } = useStatusLine();
  const processing = useAccountStore((s) => s.skip_week_processing);
  const skip = useChangeWeek('skip');
  const unskip = useChangeWeek('unskip');
  const [last, setLast] = useState<WeekChange | null>(null);

  if (isError) {
    return (
      <Box component="section" aria-label="This week’s delivery" sx={{ mb: 3 }}>
        <Typography color="error">We could not load this week&rsquo;s delivery.</Typography>
        <Button onClick={retry} size="small">
          Try again
        </Button>
      </Box>
    );
  }
  if (!line) {
    return <Skeleton sx={{ fontSize: 18, mb: 3 }} width="70%" />;
  }

  const run = (change: WeekChange) => {
    const subscription = line.subscription;
    if (!subscription) return;
    setLast(change);
    (change === 'skip' ? unskip : skip).reset();
    (change === 'skip' ? skip : unskip).mutate({ subscription_id: subscription.id });
  };
  const outcome = last === 'skip' ? skip : last === 'unskip' ? unskip : null;
  // Every action but a skip or an unskip is a link: where it goes, and what it says.
  const links: Record<Exclude<AccountAction, WeekChange>, { to: string; label: string }> = {
    pick_subscription_meals: { to: line.pickMealsUrl, label: accountStatusLabels.pickMeals },
    pick_menu_meals: { to: line.pickMealsUrl, label: accountStatusLabels.pickMeals },
    review_picks: { to: line.reviewPicksUrl, label: accountStatusLabels.reviewPicks },
    update_card: { to: UPDATE_CARD_PATH, label: accountStatusLabels.updateCard },
  };

  return (
    <Box component="section" aria-label="This week’s delivery" sx={{ mb: 3 }}>
      <Typography sx={{ fontSize: 18, mb: 1.5 }} data-testid="account-status">
        {line.text}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {line.actions.map((action) => {
          if (action === 'skip' || action === 'unskip') {
            return (
              <Button
                key={action}
                variant={action === 'unskip' ? 'contained' : 'outlined'}
                disabled={processing}
                onClick={() => run(action)}
              >
                {accountStatusLabels[action]}
              </Button>
            );
          }
          const link = links[action];
          return (
            <Button key={action} variant="contained" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          );
        })}
      </Box>
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
