import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NEW_DISCOUNT_ID, formatPrice, type DiscountDetail } from '@mealbox/contracts';
import { AuditTrailPanel, useCan } from '../../admin';
import { useDiscount } from '../api/get-discount';
import { DiscountForm } from './discount-form';
import { DiscountUses } from './discount-uses';

const sectionTitle = { fontSize: '1.1rem', mb: 1 } as const;

function Use({ detail }: { detail: DiscountDetail }) {
  const { discount } = detail;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      component="section"
      aria-labelledby="discount-use"
    >
      <Typography variant="h2" id="discount-use" sx={sectionTitle}>
        Use so far
      </Typography>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Typography>
          Redemptions: <strong>{discount.redemptions_count}</strong>
          {discount.max_redemptions !== null && ` of ${discount.max_redemptions}`}
        </Typography>
        <Typography>
          Total discounted: <strong>{formatPrice(detail.total_discounted_cents)}</strong>
        </Typography>
      </Box>
      <DiscountUses discountId={discount.id} />
    </Paper>
  );
}

/**
 * A code's page: `/admin/discounts/edit/new` makes one (then opens its own page), any other id
 * shows its terms to edit, its use so far and its history.
 */
export function DiscountEditor({ discountId }: { discountId: string }) {
  const navigate = useNavigate();
  const canManage = useCan('manage-discounts');
  const isNew = discountId === NEW_DISCOUNT_ID;
  const id = isNew || !/^\d+$/.test(discountId) ? null : Number(discountId);
  const detail = useDiscount(id);
  if (!isNew && id === null) return <Alert severity="error">There is no such discount.</Alert>;
  if (!isNew && detail.isPending) return <CircularProgress aria-label="Loading the discount" />;
  if (!isNew && !detail.data) {
    return <Alert severity="error">{detail.error?.message ?? 'There is no such discount.'}</Alert>;
  }
  const discount = detail.data?.discount ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="discount-terms">
        <Typography variant="h2" id="discount-terms" sx={sectionTitle}>
          {discount ? `Terms of ${discount.code}` : 'New discount'}
        </Typography>
        <DiscountForm
          key={discount?.id ?? 'new'}
          discount={discount}
          disabled={!canManage}
          onCreated={(created) =>
            void navigate(`/admin/discounts/edit/${created}`, { replace: true })
          }
        />
      </Paper>
      {detail.data && <Use detail={detail.data} />}
      {discount && <AuditTrailPanel subject={{ entity: 'discount', entityId: discount.id }} />}
    </Box>
  );
}
