import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { MenuItem } from '@mealbox/contracts';
import type { FavouriteToggle } from './favourite-heart';
import type { BoxPlan } from './format';

const loadDialog = () => import('./meal-detail-dialog');
// Its own chunk: MUI's Dialog pulls Modal, which the menu does not need until a meal is opened.
const MealDetailDialog = lazy(loadDialog);

let preloaded = false;

/**
 * Fetches the dialog's code ahead of the first click: called when a visitor points at, touches or
 * focuses a meal, so a page whose meals are only looked at loads none of it.
 */
export function preloadMealDetail(): void {
  if (preloaded) return;
  preloaded = true;
  void loadDialog();
}

/**
 * The meal detail modal for whichever meal is open (null: closed). It stays mounted after the
 * first open, showing the last meal while it fades out.
 */
export function MealDetail({
  item,
  onClose,
  readyToOrder = false,
  boxPlan = null,
  quantityControl,
  favourite,
}: {
  item: MenuItem | null;
  onClose: () => void;
  readyToOrder?: boolean;
  /** The plan of the box the meal would go into, which prices it; null or absent: à la carte. */
  boxPlan?: BoxPlan;
  quantityControl?: (item: MenuItem) => ReactNode;
  /** The meal's heart (the same as its card's). */
  favourite?: (item: MenuItem) => FavouriteToggle;
}) {
  const [shown, setShown] = useState<MenuItem | null>(item);
  if (item && item !== shown) setShown(item);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <MealDetailDialog
        item={shown}
        open={Boolean(item)}
        onClose={onClose}
        readyToOrder={readyToOrder}
        boxPlan={boxPlan}
        quantityControl={quantityControl?.(shown)}
        {...(favourite ? { favourite: favourite(shown) } : {})}
      />
    </Suspense>
  );
}
