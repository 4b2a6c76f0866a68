import * as z from 'zod/mini';
import { yesNo } from './config.ts';

/** Spec §9 defaults for meals without their own instructions. */
export const DEFAULT_HEATING_INSTRUCTIONS =
  'Preheat the oven to 350 degrees and heat until the meal reaches an internal temperature of 165 degrees.';
export const DEFAULT_OPENING_INSTRUCTIONS =
  'Peel back the film and microwave on high for 1-2 minutes.';

export { ATTRIBUTE_TAGS, type AttributeTag } from './attribute-tags.ts';

/** A meal (spec §3 menu item) with what the store adds: price in cents, slug, portion, instructions. */
export const MenuItem = z.object({
  sku: z.string(),
  short_name: z.string(),
  /** À la carte price, in cents. */
  price: z.int(),
  /**
   * Cents a premium meal adds to the plan's price per meal in a plan's box (0 for most meals);
   * shown on its card before it is added (product decisions, "Unit price").
   */
  premium_surcharge: z.int(),
  larger_portion: z.boolean(),
  details: z.object({
    name: z.string(),
    image: z.string(),
    description: z.string(),
    calories: z.number(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    sugar: z.number(),
    fiber: z.number(),
    sat_fat: z.number(),
    cholesterol: z.number(),
    sodium: z.number(),
    ingredients: z.string(),
    attribute_tags: z.array(z.string()),
    badge_value: z.nullable(z.string()),
    badge_color: z.nullable(z.string()),
    opening_instructions: z.string(),
    heating_instructions: z.string(),
  }),
});
export type MenuItem = z.infer<typeof MenuItem>;

/** A published week's menu (spec §3): week is the Monday's ISO date. */
export const Menu = z.object({
  week: z.string(),
  week_formatted: z.string(),
  delivery_date: z.string(),
  picking_deadline: z.string(),
  picking_deadline_formatted: z.string(),
  items: z.array(MenuItem),
});
export type Menu = z.infer<typeof Menu>;

/** A week without its items: for lists of upcoming weeks. */
export const MenuWeek = z.object({
  week: z.string(),
  week_formatted: z.string(),
  delivery_date: z.string(),
  picking_deadline: z.string(),
  picking_deadline_formatted: z.string(),
  orderable: z.boolean(),
});
export type MenuWeek = z.infer<typeof MenuWeek>;

/** A meal plan (a product): the box size and price per meal, with the Subscribe & Save price. */
export const MealPlan = z.object({
  sku: z.string(),
  short_name: z.string(),
  name: z.string(),
  description: z.string(),
  meals_per_week: z.int(),
  price_per_meal: z.int(),
  subscription_price_per_meal: z.int(),
  subscription_picking_required: yesNo,
});
export type MealPlan = z.infer<typeof MealPlan>;

/**
 * A meal plan as its own page shows it: with the affiliate who chooses its meals every week (their
 * name), or null for a plan of the store's (picked by the customer, or by the chef).
 */
export const PlanProduct = z.object({
  kind: z.literal('meal_plan'),
  meal_plan: MealPlan,
  affiliate_name: z.nullable(z.string()),
});
export type PlanProduct = z.infer<typeof PlanProduct>;

export const Product = z.discriminatedUnion('kind', [
  PlanProduct,
  z.object({ kind: z.literal('meal'), meal: MenuItem }),
]);
export type Product = z.infer<typeof Product>;
