import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  affiliateMessages,
  selectionCountProblem,
  selectionProgress,
  selectionTotal,
  type AffiliateMenuItem,
  type AffiliateWeekDetail,
} from '@mealbox/contracts';
import { LoadFailed } from '../../../components/load-failed';
import { MealThumbnail } from '../../../components/meals/meal-thumbnail';
import { PageLoading } from '../../../components/page-loading';
import { ApiError, errorMessage } from '../../../lib/http';
import { useAffiliateWeek } from '../api/get-affiliate-weeks';
import { useSaveSelection } from '../api/save-selection';
import { MinusIcon, PlusIcon } from '../../../components/stepper-icons';

type Plan = AffiliateWeekDetail['plans'][number];
type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** /AffiliateMenu/:week_id: the week's meals with a quantity stepper per meal for each plan. */
export function SelectionEditor({ week }: { week: string }) {
  const detail = useAffiliateWeek(week);
  if (detail.isPending) return <PageLoading label="Loading the week" />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && [404, 422].includes(detail.error.status);
    return missing ? (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h1" gutterBottom>
          Affiliate Menu
        </Typography>
        <Typography sx={{ mb: 3 }}>{affiliateMessages.weekNotFound}</Typography>
        <Button component={RouterLink} to="/AffiliateMenu" variant="contained">
          Back to your weeks
        </Button>
      </Container>
    ) : (
      <LoadFailed title="We couldn’t load this week" onRetry={() => void detail.refetch()} />
    );
  }
  const data = detail.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Link component={RouterLink} to="/AffiliateMenu" sx={{ display: 'inline-block', mb: 1 }}>
        All weeks
      </Link>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Week of {data.week_formatted}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {data.editable
          ? `Choose by ${data.picking_deadline_formatted}.`
          : affiliateMessages.deadlinePassed(data.picking_deadline_formatted)}
      </Typography>
      {data.plans.length === 0 ? (
        <Typography>You have no plans to choose meals for yet.</Typography>
      ) : (
        data.plans.map((plan) => <PlanForm key={plan.sku} week={data} plan={plan} />)
      )}
    </Container>
  );
}

/** The account page's green and red banners: the outcome of the last save. */
function Banners({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  return (
    <Box>
      {outcome?.kind === 'success' && (
        <Alert severity="success" variant="filled" role="status" onClose={onClose}>
          {outcome.text}
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert severity="error" variant="filled" onClose={onClose}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}

const quantitiesOf = (items: Plan['items']): Record<string, number> =>
  Object.fromEntries(items.map((i) => [i.sku, i.quantity]));

/**
 * One plan's selection: a stepper per meal, the running total against the box, and Save, enabled
 * only when the total is the box's (the contracts' rule, as the server checks it).
 */
function PlanForm({ week, plan }: { week: AffiliateWeekDetail; plan: Plan }) {
  const [quantities, setQuantities] = useState(() => quantitiesOf(plan.items));
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A selection saved or read again that differs from the one the form started from starts it
  // again from what the server holds (a refetch of the same selection keeps unsaved changes).
  const held = JSON.stringify(plan.items);
  const [base, setBase] = useState(held);
  if (base !== held) {
    setBase(held);
    setQuantities(quantitiesOf(plan.items));
  }
  const save = useSaveSelection(week.week);
  const items = week.items
    .map((item) => ({ sku: item.sku, quantity: quantities[item.sku] ?? 0 }))
    .filter((item) => item.quantity > 0);
  const total = selectionTotal(items);
  const problem = selectionCountProblem(items, plan.meals_per_week);
  const full = total >= plan.meals_per_week;
  const locked = !week.editable || save.isPending;
  const titleId = `plan-${plan.sku}`;

  const change = (sku: string, by: number) =>
    setQuantities((q) => ({ ...q, [sku]: Math.max(0, (q[sku] ?? 0) + by) }));
  const submit = () => {
    setOutcome(null);
    save.mutate(
      { plan: plan.sku, items },
      {
        onSuccess: (answer) => setOutcome({ kind: 'success', text: answer.message }),
        onError: (error) =>
          setOutcome({ kind: 'error', text: errorMessage(error, affiliateMessages.unableToSave) }),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 60, lg: 64 },
          zIndex: 1,
          bgcolor: 'background.default',
          py: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box>
          <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: 20, sm: 24 } }}>
            {plan.name}
          </Typography>
          <Typography aria-live="polite" data-testid="selection-total" sx={{ fontWeight: 600 }}>
            {selectionProgress(total, plan.meals_per_week)}
          </Typography>
          {week.editable && problem && (
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{problem}</Typography>
          )}
        </Box>
        {week.editable && (
          <Button variant="contained" disabled={problem !== null || locked} onClick={submit}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        )}
        {outcome && (
          <Box sx={{ flexBasis: '100%' }}>
            <Banners outcome={outcome} onClose={() => setOutcome(null)} />
          </Box>
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {week.items.map((item) => (
          <MealRow
            key={item.sku}
            item={item}
            planName={plan.name}
            quantity={quantities[item.sku] ?? 0}
            canAdd={!locked && !full}
            canRemove={!locked}
            onChange={(by) => change(item.sku, by)}
          />
        ))}
      </Box>
    </Box>
  );
}

function MealRow({
  item,
  planName,
  quantity,
  canAdd,
  canRemove,
  onChange,
}: {
  item: AffiliateMenuItem;
  planName: string;
  quantity: number;
  canAdd: boolean;
  canRemove: boolean;
  onChange: (by: number) => void;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 1,
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        borderColor: quantity > 0 ? 'primary.main' : 'divider',
      }}
    >
      <MealThumbnail src={item.image} width={56} height={56} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{item.name}</Typography>
        {item.attribute_tags.length > 0 && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {item.attribute_tags.join(' · ')}
          </Typography>
        )}
      </Box>
      <Box
        role="group"
        aria-label={`Quantity of ${item.name} in ${planName}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flex: 'none' }}
      >
        <IconButton
          size="small"
          aria-label={`Remove one ${item.name}`}
          disabled={!canRemove || quantity === 0}
          onClick={() => onChange(-1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <MinusIcon fontSize="small" />
        </IconButton>
        <Typography
          component="span"
          data-testid="meal-quantity"
          sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
        >
          {quantity}
        </Typography>
        <IconButton
          size="small"
          aria-label={`Add one ${item.name}`}
          disabled={!canAdd}
          onClick={() => onChange(1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <PlusIcon fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  );
}
