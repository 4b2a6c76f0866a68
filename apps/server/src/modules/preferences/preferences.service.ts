import {
  authMessages,
  canonicalTags,
  preferenceMessages,
  type AccountUpdated,
  type Favourites,
  type MealPreferencesInput,
} from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound, Unauthenticated } from '../../lib/errors.ts';
import { toCurrentUser } from '../accounts/current-user.ts';
import { signedIn } from '../accounts/signed-in.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  addFavourite,
  favouriteSkusOf,
  findActiveMealId,
  preferenceRowsOf,
  removeFavourite,
  saveExcludedTags,
} from './preferences.repository.ts';

/** The signed-in customer's favourite meals, by sku, the newest first. */
export async function favourites(ctx: ServiceContext): Promise<Favourites> {
  const user = signedIn(ctx);
  return { favourites: await favouriteSkusOf(ctx.db, user.id) };
}

/**
 * Marks a meal as a favourite or not. Either is idempotent: asking twice, or twice at once, leaves
 * one row or none. Only a meal of the catalogue that is still sold can be marked.
 */
export async function setFavourite(
  ctx: ServiceContext,
  sku: string,
  favourite: boolean,
): Promise<Favourites> {
  const user = signedIn(ctx);
  const menuItemId = await findActiveMealId(ctx.db, sku);
  if (menuItemId === undefined) throw new NotFound(preferenceMessages.unknownMeal(sku));
  if (favourite) await addFavourite(ctx.db, user.id, menuItemId, ctx.clock.now());
  else await removeFavourite(ctx.db, user.id, menuItemId);
  return { favourites: await favouriteSkusOf(ctx.db, user.id) };
}

/**
 * The account page's Meal Preferences: the tags never to send. Stored in the menu's order, each
 * once; answered like the other account settings, with the user as they now are.
 */
export async function updateMealPreferences(
  ctx: ServiceContext,
  input: MealPreferencesInput,
): Promise<AccountUpdated> {
  const user = signedIn(ctx);
  const now = ctx.clock.now();
  const row = await saveExcludedTags(ctx.db, user.id, canonicalTags(input.excluded_tags), now);
  if (!row) throw new Unauthenticated(authMessages.unauthenticated);
  return {
    message: preferenceMessages.updated,
    user: toCurrentUser({ ...row, permissions: user.permissions }, now),
  };
}

export interface MealPreferences {
  /** Menu item ids, the newest favourite first. */
  favourites: number[];
  excludedTags: string[];
}

/**
 * What preselection reads of each customer, for a batch of them in one query. A user without a
 * row (an unknown id) is absent from the map.
 */
export async function preferencesOf(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, MealPreferences>> {
  const rows = await preferenceRowsOf(db, userIds);
  return new Map(
    rows.map((r) => [r.userId, { favourites: r.favourites, excludedTags: r.excludedTags }]),
  );
}
