import * as z from 'zod/mini';
import { ATTRIBUTE_TAGS, type AttributeTag } from './attribute-tags.ts';

/**
 * A customer's meal preferences (product decisions, "Subscriptions and the weekly cycle"): the
 * meals they marked as favourites and the attribute tags they never want in a box the store
 * fills for them. Both feed preselection.
 */

/** Our own texts: the spec leaves these screens open. */
export const preferenceMessages = {
  updated: 'Your meal preferences have been updated.',
  fallback: 'Unable to update your meal preferences.',
  unknownMeal: (sku: string) => `We could not find the meal “${sku}” on our menu.`,
  unknownTag: (tag: string) => `“${tag}” is not one of our meal tags.`,
} as const;

const tagSet: ReadonlySet<string> = new Set(ATTRIBUTE_TAGS);
export const isAttributeTag = (tag: string): tag is AttributeTag => tagSet.has(tag);

/**
 * Tags in the order the menu's filters list them, each once: how they are stored and shown,
 * whatever order a form or a request sent them in.
 */
export const canonicalTags = (tags: readonly string[]): AttributeTag[] =>
  ATTRIBUTE_TAGS.filter((tag) => tags.includes(tag));

export const FavouriteInput = z.object({ favourite: z.boolean() });
export type FavouriteInput = z.infer<typeof FavouriteInput>;

export const FavouriteParams = z.object({
  sku: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** The customer's favourite meals, by sku, the newest first. */
export const Favourites = z.object({ favourites: z.array(z.string()) });
export type Favourites = z.infer<typeof Favourites>;

/**
 * The account page's Meal Preferences. Every tag must be one of the menu's; an unknown one is
 * named under the field itself (not under its index), where the form shows it.
 */
export const MealPreferencesInput = z.object({
  excluded_tags: z.array(z.string().check(z.maxLength(64))).check(
    z.maxLength(64),
    z.refine((tags) => tags.every(isAttributeTag), {
      error: (issue) =>
        preferenceMessages.unknownTag(
          (issue.input as string[]).find((tag) => !isAttributeTag(tag)) ?? '',
        ),
    }),
  ),
});
export type MealPreferencesInput = z.infer<typeof MealPreferencesInput>;
