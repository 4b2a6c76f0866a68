import { useLocation } from 'react-router';
import type { Cart } from '@mealbox/contracts';
import { CartBottomBar } from './cart-bottom-bar';
import { CartToaster } from './cart-toaster';

/** The toaster and the phone's bottom bar, loaded just after the page (outside the initial JS). */
export default function CartChrome({ mobile, cart }: { mobile: boolean; cart: Cart | undefined }) {
  // Checkout shows the box in its own summary; a bar over its fields would only hide them.
  const atCheckout = /^\/checkout\/?$/i.test(useLocation().pathname);
  return (
    <>
      <CartToaster />
      {mobile && !atCheckout && cart && cart.cart_count > 0 && <CartBottomBar cart={cart} />}
    </>
  );
}
