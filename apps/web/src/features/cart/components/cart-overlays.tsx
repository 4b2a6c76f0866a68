import { lazy, Suspense, useState } from 'react';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useCartStore } from '../cart-store';
import { useCartQuery } from '../api/get-cart';
import { useUi } from '../../../lib/ui-store';

// Outside the initial download (docs/decisions/002): the toaster and phone bar load right after
// the page; MUI's Drawer pulls in Modal, so the drawer loads on first open.
const CartChrome = preloadableLazy(() => import('./cart-chrome'));
const CartDrawer = lazy(() => import('./cart-drawer'));

/** Loads the toaster and phone bar's code, which every page draws as soon as it runs. */
export const preloadCartChrome = (): Promise<unknown> => CartChrome.preload();

/** Keeps the box in the store and in view: the toaster, the phone bar and the cart drawer. */
export function CartOverlays({ mobile }: { mobile: boolean }) {
  const week = useUi((s) => s.cartWeek) ?? undefined;
  const cart = useCartQuery(week);
  const open = useCartStore((s) => s.desktopCartOpen);
  const [loaded, setLoaded] = useState(false);
  // Once opened, the drawer stays mounted so it can animate closed.
  if (open && !loaded) setLoaded(true);
  return (
    <Suspense fallback={null}>
      <CartChrome mobile={mobile} cart={cart.data} />
      {(loaded || open) && <CartDrawer />}
    </Suspense>
  );
}
