import { formatPrice, mealPriceInBox, type MealPlan, type MenuItem } from '@mealbox/contracts';

/** Dollars from cents: the contracts' one formatter, for the screens. */
export { formatPrice };

/** The plan of the box a menu's meals go into; null for an à la carte box (no plan). */
export type BoxPlan = Pick<MealPlan, 'price_per_meal'> | null;

export interface MealPriceShown {
  /** What one of the meal costs in that box, as the charge takes it (before Subscribe & Save). */
  price: string;
  /** In a plan's box, the premium surcharge that price includes ("incl. $3.00 premium"). */
  premium: string | null;
}

/**
 * A meal's price as its card and its detail show it: in a plan's box the plan's price per meal
 * plus the meal's premium surcharge, named before it is added; à la carte, the meal's own price
 * (the contracts' unit price, the one the cart, the quote and the charge use).
 */
export function mealPriceShown(
  item: Pick<MenuItem, 'price' | 'premium_surcharge'>,
  plan: BoxPlan,
): MealPriceShown {
  return {
    price: formatPrice(mealPriceInBox(item, plan)),
    premium:
      plan && item.premium_surcharge > 0
        ? `incl. ${formatPrice(item.premium_surcharge)} premium`
        : null,
  };
}

/** A figure as shown on a card or a label: whole numbers stay whole, others get one decimal. */
export function formatAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
}

export interface MacroFigure {
  key: 'calories' | 'protein' | 'carbs' | 'fat';
  /** The short label under the figure (kcal · P · C · F). */
  short: string;
  /** The label a screen reader reads. */
  label: string;
  /** The figure with its unit, e.g. "38g". */
  value: string;
}

/** The card's four figures, in the order of ui.md: kcal · P · C · F. */
export function macroFigures(details: MenuItem['details']): MacroFigure[] {
  return [
    { key: 'calories', short: 'kcal', label: 'Calories', value: formatAmount(details.calories) },
    {
      key: 'protein',
      short: 'Protein',
      label: 'Protein',
      value: `${formatAmount(details.protein)}g`,
    },
    { key: 'carbs', short: 'Carbs', label: 'Carbs', value: `${formatAmount(details.carbs)}g` },
    { key: 'fat', short: 'Fat', label: 'Fat', value: `${formatAmount(details.fat)}g` },
  ];
}

export interface NutritionRow {
  label: string;
  value: string;
  /** Sub-rows (saturated fat under fat, sugar and fiber under carbohydrates) are indented. */
  indent: boolean;
}

/** The nutrition table: grams, with milligrams for cholesterol and sodium (spec §9). */
export function nutritionRows(details: MenuItem['details']): NutritionRow[] {
  const g = (n: number) => `${formatAmount(n)} g`;
  const mg = (n: number) => `${formatAmount(n)} mg`;
  return [
    { label: 'Calories', value: formatAmount(details.calories), indent: false },
    { label: 'Protein', value: g(details.protein), indent: false },
    { label: 'Carbohydrates', value: g(details.carbs), indent: false },
    { label: 'Sugar', value: g(details.sugar), indent: true },
    { label: 'Fiber', value: g(details.fiber), indent: true },
    { label: 'Fat', value: g(details.fat), indent: false },
    { label: 'Saturated Fat', value: g(details.sat_fat), indent: true },
    { label: 'Cholesterol', value: mg(details.cholesterol), indent: false },
    { label: 'Sodium', value: mg(details.sodium), indent: false },
  ];
}
