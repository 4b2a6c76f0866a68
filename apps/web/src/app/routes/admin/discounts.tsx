import { DiscountsList } from '../../../features/admin-discounts';

/** `/admin/discounts`: every code, searched and filtered. */
export default function Screen() {
  return <DiscountsList />;
}
