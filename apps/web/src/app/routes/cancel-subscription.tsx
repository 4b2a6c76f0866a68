import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { subscriptionMessages } from '@mealbox/contracts';
import { useSession } from '../../features/accounts';
import { CancelFlow, useUserSubscriptions } from '../../features/subscriptions';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/page-loading';

/**
 * /pages/cancel-subscription (spec §2, §6): the plan modal's flow as a page, for links in mails
 * and the FAQ; the channel's instructions instead when cancelling is not self-service.
 */
export default function CancelSubscriptionRoute({ title }: { title: string }) {
  const site = useSession((s) => s.site);
  const overview = useUserSubscriptions();
  const hasActive = overview.data?.subscriptions.some((s) => s.status === 'active');
  // Once shown, the flow stays to say how it ended, though no subscription is active any more.
  const [flowShown, setFlowShown] = useState(false);
  if (hasActive && !flowShown) setFlowShown(true);

  let body;
  if (site.subscription_cancel_easily !== 'Y') {
    body = (
      <Typography data-testid="cancel-instructions">{site.subscription_cancel_text}</Typography>
    );
  } else if (flowShown) {
    body = <CancelFlow />;
  } else if (overview.isPending) {
    body = <PageLoading label="Loading your subscription" />;
  } else if (overview.isError) {
    return (
      <LoadFailed
        title="We couldn’t load your subscription"
        onRetry={() => void overview.refetch()}
      />
    );
  } else {
    body = (
      <>
        <Typography>{subscriptionMessages.noActiveSubscription}</Typography>
        <Button component={RouterLink} to="/my-schedule" variant="outlined" sx={{ mt: 3 }}>
          Go to My Schedule
        </Button>
      </>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {title}
        </Typography>
        {body}
      </Paper>
    </Container>
  );
}
