import { GiftCardsList } from '../../../features/admin-gift-cards';

/** `/admin/giftCards`: the outstanding liability and every card, codes masked. */
export default function Screen() {
  return <GiftCardsList />;
}
