import {
  DEFAULT_HEATING_INSTRUCTIONS,
  DEFAULT_OPENING_INSTRUCTIONS,
  subscriptionUnitPrice,
  type MealPlan,
  type MenuItem,
  type MenuWeek,
} from '@mealbox/contracts';
import { formatDeadline, formatWeek } from '../../lib/weeks.ts';
import type { MealPlanRow, MenuItemRow, MenuRow } from './catalog.repository.ts';

export function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    sku: row.sku,
    short_name: row.shortName,
    price: row.priceCents,
    premium_surcharge: row.premiumSurchargeCents,
    larger_portion: row.largerPortion,
    details: {
      name: row.name,
      image: row.image,
      description: row.description,
      calories: row.calories,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      sugar: row.sugar,
      fiber: row.fiber,
      sat_fat: row.satFat,
      cholesterol: row.cholesterol,
      sodium: row.sodium,
      ingredients: row.ingredients,
      attribute_tags: row.attributeTags,
      badge_value: row.badgeValue,
      badge_color: row.badgeColor,
      opening_instructions: row.openingInstructions || DEFAULT_OPENING_INSTRUCTIONS,
      heating_instructions: row.heatingInstructions || DEFAULT_HEATING_INSTRUCTIONS,
    },
  };
}

export function toMenuWeek(row: MenuRow, timeZone: string, orderable: boolean): MenuWeek {
  return {
    week: row.week,
    week_formatted: formatWeek(row.week),
    delivery_date: row.deliveryDate,
    picking_deadline: row.pickingDeadline.toISOString(),
    picking_deadline_formatted: formatDeadline(row.pickingDeadline, timeZone),
    orderable,
  };
}

/** What the API shows of a meal plan. */
export type MealPlanShown = Pick<
  MealPlanRow,
  | 'sku'
  | 'shortName'
  | 'name'
  | 'description'
  | 'mealsPerWeek'
  | 'pricePerMealCents'
  | 'subscriptionPickingRequired'
>;

export function toMealPlan(row: MealPlanShown, discountPercent: number): MealPlan {
  return {
    sku: row.sku,
    short_name: row.shortName,
    name: row.name,
    description: row.description,
    meals_per_week: row.mealsPerWeek,
    price_per_meal: row.pricePerMealCents,
    // The contracts' rule: the percent off one meal, rounded as priceOrder rounds it.
    subscription_price_per_meal: subscriptionUnitPrice(row.pricePerMealCents, discountPercent),
    subscription_picking_required: row.subscriptionPickingRequired ? 'Y' : 'N',
  };
}
