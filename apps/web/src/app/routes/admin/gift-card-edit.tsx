import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { NEW_GIFT_CARD_ID } from '@mealbox/contracts';
import { GiftCardBatch, GiftCardPage } from '../../../features/admin-gift-cards';

/** `/admin/giftCards/edit/:giftCardId`: a card's page; `new` makes one card or a batch. */
export default function Screen() {
  const { giftCardId = '' } = useParams();
  if (giftCardId === NEW_GIFT_CARD_ID) return <GiftCardBatch />;
  if (!/^\d+$/.test(giftCardId)) return <Alert severity="error">There is no such gift card.</Alert>;
  return <GiftCardPage key={giftCardId} id={Number(giftCardId)} />;
}
