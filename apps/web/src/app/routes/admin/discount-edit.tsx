import { useParams } from 'react-router';
import { DiscountEditor } from '../../../features/admin-discounts';

/** `/admin/discounts/edit/:discountId`: a code's page; `new` makes one. */
export default function Screen() {
  const { discountId = '' } = useParams();
  return <DiscountEditor key={discountId} discountId={discountId} />;
}
