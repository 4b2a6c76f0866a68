import type { Cart } from '@mealbox/contracts';
import { CartBottomBar } from './cart-bottom-bar';
import { CartToaster } from './cart-toaster';

/** The toaster and the phone's bottom bar, loaded just after the page (outside the initial JS). */
export default function CartChrome({ mobile, cart }: { mobile: boolean; cart: Cart | undefined }) {
  return (
    <>
      <CartToaster />
      {mobile && cart && cart.cart_count > 0 && <CartBottomBar cart={cart} />}
    </>
  );
}
