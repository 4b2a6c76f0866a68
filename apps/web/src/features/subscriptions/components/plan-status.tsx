import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@mealbox/contracts';
import { Skeleton } from '../../../components/placeholder';
import { useSession } from '../../accounts';
import { useReloadChannelConfig } from '../../channels';
import { useAccountStore, useSelectedSubscriptionId } from '../account-store';
import { useUserSubscriptions } from '../api/get-subscriptions';
import { ChoiceSelect } from './choice-select';

// The modal loads on first open (the account page's script budget).
const PlanModal = lazy(() => import('./plan-modal'));

const planLabel = (s: Subscription) =>
  `${s.meal_plan.name}${s.status === 'active' ? '' : ' (cancelled)'}`;

/**
 * Plan Status (spec §2, §4), shown only when the site offers subscriptions: the selected
 * subscription (chosen automatically when there is one, with the config reloaded; a select when
 * there are several) and the way to cancel it, or the channel's instructions when cancelling is
 * not self-service.
 */
export function PlanStatus() {
  const offer = useSession((s) => s.site.subscription_offer);
  if (offer !== 'Y') return null;
  return <PlanStatusSection />;
}

function PlanStatusSection() {
  const headingId = useId();
  const overview = useUserSubscriptions();
  const site = useSession((s) => s.site);
  const selectSubscription = useAccountStore((s) => s.selectSubscription);
  const reloadConfig = useReloadChannelConfig();
  const [modalOpen, setModalOpen] = useState(false);
  const [modalLoaded, setModalLoaded] = useState(false);
  const subscriptions = overview.data?.subscriptions;
  const selectedId = useSelectedSubscriptionId(subscriptions);
  const only = subscriptions?.length === 1 ? subscriptions[0] : undefined;

  useEffect(() => {
    if (only && useAccountStore.getState().selected_subscription_id !== only.id) {
      selectSubscription(only.id);
      void reloadConfig().catch(() => undefined);
    }
    // reloadConfig is a new function each render; the selection is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only?.id, selectSubscription]);

  const selected = subscriptions?.find((s) => s.id === selectedId) ?? null;
  const anyActive = subscriptions?.some((s) => s.status === 'active') ?? false;

  return (
    // The account page's card look (its other sections'), so the column reads as one.
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        Plan Status
      </Typography>
      {overview.isPending && <Skeleton width="60%" />}
      {overview.isError && (
        <Typography color="error">We could not load your plan. Please reload the page.</Typography>
      )}
      {subscriptions && subscriptions.length === 0 && (
        <Typography>You have no subscription.</Typography>
      )}
      {subscriptions && subscriptions.length > 1 && (
        <Box sx={{ mb: 2 }}>
          <ChoiceSelect
            label="Subscription"
            value={String(selected?.id ?? '')}
            options={subscriptions.map((s) => ({ value: String(s.id), label: planLabel(s) }))}
            onChange={(value) => selectSubscription(Number(value))}
          />
        </Box>
      )}
      {selected && (
        <Box sx={{ mb: 2 }} data-testid="plan-status">
          <Typography sx={{ fontWeight: 600 }}>{selected.meal_plan.name}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {selected.status !== 'active'
              ? 'Cancelled'
              : `Active · ${
                  selected.meal_plan.subscription_picking_required === 'Y'
                    ? 'You pick your meals each week'
                    : 'Chef’s choice each week'
                }`}
          </Typography>
        </Box>
      )}
      {anyActive && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button variant="outlined" component={RouterLink} to="/my-schedule">
            My Schedule
          </Button>
          {site.subscription_cancel_easily === 'Y' && (
            <Button
              color="error"
              onClick={() => {
                setModalLoaded(true);
                setModalOpen(true);
              }}
            >
              Cancel Subscription
            </Button>
          )}
        </Box>
      )}
      {anyActive && site.subscription_cancel_easily !== 'Y' && (
        <Typography sx={{ mt: 2 }} data-testid="cancel-instructions">
          {site.subscription_cancel_text}
        </Typography>
      )}
      {modalLoaded && (
        <Suspense fallback={null}>
          <PlanModal open={modalOpen} onClose={() => setModalOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
