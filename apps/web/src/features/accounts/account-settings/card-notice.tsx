import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { CurrentUser } from '@mealbox/contracts';

/** Spec §2's two wordings, by the card status (product.md: both show). */
export const CARD_NOTICE_TEXT = {
  expired: 'Your credit card is expired!',
  expiring: 'Your credit card is about to expire!',
} as const;

/**
 * Whether the card notice shows (spec §2 with product.md's reading): the card on file is expired
 * or about to expire, and the customer ordered or picked a cart product this week.
 */
export function cardNoticeStatus(
  cardStatus: CurrentUser['cc_expiring'],
  orderedOrPickedThisWeek: boolean,
): keyof typeof CARD_NOTICE_TEXT | null {
  return cardStatus && orderedOrPickedThisWeek ? cardStatus : null;
}

export function CardNotice({
  status,
  onUpdate,
}: {
  status: keyof typeof CARD_NOTICE_TEXT;
  onUpdate: () => void;
}) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onUpdate}>
          Update payment method
        </Button>
      }
    >
      {CARD_NOTICE_TEXT[status]}
    </Alert>
  );
}
