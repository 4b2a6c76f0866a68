/**
 * The diet tags that drive menu filters (product decisions, "Catalogue"). A module of its own,
 * with no zod, so the web app can import it (`@mealbox/contracts/attribute-tags`) without the
 * schema library.
 */
export const ATTRIBUTE_TAGS = [
  'Keto',
  'Vegetarian',
  'Vegan',
  'Gluten Free',
  'Dairy Free',
  'High Protein',
  'Low Calorie',
  'Paleo',
  'Spicy',
] as const;

export type AttributeTag = (typeof ATTRIBUTE_TAGS)[number];
