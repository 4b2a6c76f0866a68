import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isPreselectionKey, preselectionMessages, type Preselection } from '@mealbox/contracts';
import { LoadFailed } from '../../../components/load-failed';
import { MealThumbnail } from '../../../components/meals/meal-thumbnail';
import { PageLoading } from '../../../components/page-loading';
import { ApiError, errorMessage } from '../../../lib/http';
import { useSession } from '../../accounts';
import { pickMealsUrl } from '../../subscriptions';
import { useConfirmPreselection } from '../api/confirm-preselection';
import { usePreselection } from '../api/get-preselection';
import { preselectionIntro } from '../preselection-intro';

const headingSx = { fontSize: { xs: '1.75rem', sm: '2.25rem' } } as const;
const wideOnPhones = { width: { xs: '100%', sm: 'auto' } } as const;

/** No key, or one no week has: what the page is for, and the way to the schedule. */
function PreselectionNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom sx={headingSx}>
        We couldn’t find these meals
      </Typography>
      <Typography sx={{ mb: 3 }}>{preselectionMessages.notFoundHint}</Typography>
      <Button component={RouterLink} to="/my-schedule" variant="contained">
        Go to My Schedule
      </Button>
    </Container>
  );
}

function MealList({ preselection }: { preselection: Preselection }) {
  return (
    <Box
      component="ul"
      aria-label={`Meals for the week of ${preselection.week_formatted}`}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {preselection.meals.map((meal) => (
        <Box
          component="li"
          key={meal.sku}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            opacity: preselection.state === 'skipped' ? 0.6 : 1,
          }}
        >
          <MealThumbnail src={meal.image} width={96} height={72} radius={2} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{meal.name}</Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>
              Why: {meal.reason_text}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600 }} aria-label={`Quantity ${meal.quantity}`}>
            × {meal.quantity}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function PreselectionView({
  urlKey,
  preselection,
}: {
  urlKey: string;
  preselection: Preselection;
}) {
  const headingId = useId();
  const signedIn = useSession((s) => s.user !== null);
  const confirm = useConfirmPreselection(urlKey);
  const { title, text } = preselectionIntro(preselection);
  const pickUrl = pickMealsUrl(preselection.subscription_id, preselection.week);
  const canConfirm = preselection.can_change && preselection.state === 'preselected';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" gutterBottom sx={headingSx}>
        {title}
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="preselection-intro">
        {text}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Delivery: {preselection.delivery_date_formatted}
      </Typography>
      {confirm.isSuccess && (
        <Alert severity="success" variant="filled" role="status" sx={{ mb: 3 }}>
          {confirm.data.message}
        </Alert>
      )}
      {confirm.isError && (
        <Alert severity="error" variant="filled" sx={{ mb: 3 }}>
          {errorMessage(confirm.error, 'Unable to confirm your meals. Please try again.')}
        </Alert>
      )}
      <Box
        component="section"
        aria-labelledby={headingId}
        sx={{
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'rgba(0,0,0,0.08)',
          borderRadius: 3,
          p: { xs: 2, sm: 3 },
        }}
      >
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 2 }}
        >
          {`Your box (${preselection.meals.reduce((n, m) => n + m.quantity, 0)} meals)`}
        </Typography>
        <MealList preselection={preselection} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        {canConfirm && (
          <Button
            variant="contained"
            size="large"
            sx={wideOnPhones}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            Confirm my meals
          </Button>
        )}
        {preselection.can_change && (
          <Button
            variant={canConfirm ? 'outlined' : 'contained'}
            size="large"
            sx={wideOnPhones}
            component={RouterLink}
            // A guest logs in first and comes back to the picking screen.
            {...(signedIn ? { to: pickUrl } : { to: '/login', state: { from: pickUrl } })}
          >
            Change my meals
          </Button>
        )}
        {!preselection.can_change && (
          <Button
            variant="contained"
            size="large"
            sx={wideOnPhones}
            component={RouterLink}
            to="/my-schedule"
          >
            Go to My Schedule
          </Button>
        )}
      </Box>
    </Container>
  );
}

/**
 * /preselection-confirmation/:url_key (product.md, "Subscriptions and the weekly cycle"): the
 * meals the store picked for a customer who had not, each with why, to confirm as they are or
 * change in the usual picking screen until the deadline; after it, read-only.
 */
export function PreselectionConfirmation({ urlKey }: { urlKey: string | undefined }) {
  const query = usePreselection(urlKey);
  if (urlKey === undefined || !isPreselectionKey(urlKey)) return <PreselectionNotFound />;
  if (query.isPending) return <PageLoading label="Loading your meals" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <PreselectionNotFound />;
    }
    return <LoadFailed title="We couldn’t load your meals" onRetry={() => void query.refetch()} />;
  }
  return <PreselectionView urlKey={urlKey} preselection={query.data} />;
}
