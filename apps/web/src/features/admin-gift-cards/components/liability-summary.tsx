import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@mealbox/contracts';
import { useGiftCardLiability } from '../api/get-liability';

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * The total outstanding liability, and what it counts: cards neither redeemed nor disabled (a
 * customer may still apply them) plus every customer's gift card balance (applied, not spent).
 */
export function LiabilitySummary() {
  const liability = useGiftCardLiability();
  const l = liability.data;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="gift-card-liability"
    >
      <Typography variant="h2" id="gift-card-liability" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        Outstanding liability: {l ? formatPrice(l.total_cents) : '…'}
      </Typography>
      {liability.isError && (
        <Typography color="error">The liability could not be loaded.</Typography>
      )}
      {l && (
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          {formatPrice(l.unredeemed_cents)} on {plural(l.unredeemed_count, 'card')} not yet redeemed
          and not disabled, plus {formatPrice(l.balances_cents)} in the gift card balances of{' '}
          {plural(l.customers_with_balance, 'customer')} (applied, not yet spent).
        </Typography>
      )}
    </Paper>
  );
}
