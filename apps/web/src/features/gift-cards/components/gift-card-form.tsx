import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CodeField, type CodeOutcome } from '../../../components/forms/code-field';
import { formatPrice } from '../../../components/meals/format';
import { useSession } from '../../accounts';
import { useApplyGiftCard } from '../api/apply-gift-card';
import { GIFT_MESSAGE_CLEAR_MS, giftCardError } from '../gift-card-messages';

/**
 * A gift card: its whole amount moves to the customer's balance, which pays before the card. The
 * success message clears after 5 s (spec §9). The checkout's order summary and the account page
 * both use it; the account always shows the balance, the checkout only once there is one.
 */
export function GiftCardCode({
  alwaysShowBalance = false,
  onSettled,
}: {
  alwaysShowBalance?: boolean;
  /** After each attempt, whatever its outcome (the account page revalidates the session). */
  onSettled?: () => void;
}) {
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
    } finally {
      onSettled?.();
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <CodeField label="Gift card" onApply={onApply} pending={apply.isPending} outcome={outcome} />
      {(alwaysShowBalance || user.gift_card_balance > 0) && (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          Gift card balance: {formatPrice(user.gift_card_balance)}
        </Typography>
      )}
    </Box>
  );
}
