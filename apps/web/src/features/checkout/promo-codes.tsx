import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSession } from '../accounts';
import { GIFT_MESSAGE_CLEAR_MS, giftCardError, useApplyGiftCard } from '../gift-cards';
import { errorMessage } from '../../lib/http';
import { formatPrice } from '../../components/meals/format';
import { useCheckDiscount } from './api/check-discount';
import { CodeField, type CodeOutcome } from './code-field';

/** A discount code, checked against the box before the order keeps it. */
export function DiscountCode({
  week,
  applied,
  onApplied,
}: {
  week: string | undefined;
  applied: string | null;
  onApplied: (code: string | null) => void;
}) {
  const check = useCheckDiscount(week);
  const [outcome, setOutcome] = useState<CodeOutcome>(null);
  const apply = async (code: string) => {
    try {
      const quote = await check.mutateAsync(code);
      onApplied(quote.discount_code ?? code);
      setOutcome({ kind: 'success', text: `Code ${quote.discount_code ?? code} applied.` });
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, 'We could not check that code.') });
      return false;
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <CodeField
        label="Discount code"
        onApply={apply}
        pending={check.isPending}
        outcome={outcome}
      />
      {applied && (
        <Link
          component="button"
          type="button"
          sx={{ justifySelf: 'start', fontSize: 14 }}
          onClick={() => {
            onApplied(null);
            setOutcome(null);
          }}
        >
          Remove code {applied}
        </Link>
      )}
    </Box>
  );
}

/**
 * A gift card: its whole amount moves to the customer's balance, which pays before the card. The
 * success message clears after 5 s (spec §9).
 */
export function GiftCardCode() {
  const user = useSession((s) => s.user);
  const apply = useApplyGiftCard();
  const [outcome, setOutcome] = useState<CodeOutcome>(null);
  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = setTimeout(() => setOutcome(null), GIFT_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  if (!user) {
    return (
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        Have a gift card? Log in or create your account above to apply it.
      </Typography>
    );
  }
  const onApply = async (code: string) => {
    try {
      const result = await apply.mutateAsync(code);
      setOutcome({ kind: 'success', text: result.message });
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', text: giftCardError(error) });
      return false;
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <CodeField label="Gift card" onApply={onApply} pending={apply.isPending} outcome={outcome} />
      {user.gift_card_balance > 0 && (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          Gift card balance: {formatPrice(user.gift_card_balance)}
        </Typography>
      )}
    </Box>
  );
}
