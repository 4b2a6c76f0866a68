import { useMemo } from 'react';
import type { MealPlan } from '@mealbox/contracts';
import { useCartStore } from './cart-store';

/**
 * The plan of the visitor's box, which prices a menu's meal cards (its price per meal plus a
 * meal's premium surcharge; null: à la carte, each meal's own price). It changes only when the
 * plan's price does, so a menu does not draw all its cards again on every change to the box.
 */
export function useBoxPlan(): Pick<MealPlan, 'price_per_meal'> | null {
  const pricePerMeal = useCartStore((s) => s.pricePerMeal);
  return useMemo(
    () => (pricePerMeal === null ? null : { price_per_meal: pricePerMeal }),
    [pricePerMeal],
  );
}
