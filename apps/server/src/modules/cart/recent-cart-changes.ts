import { LRUCache } from 'lru-cache';
import { perDatabase } from '../../db/client.ts';
import type { CartChangeAnswer, CartChangeState } from './cart.repository.ts';

/** Carts known at once per process (a few kilobytes each at most). */
const MOST_CARTS = 20_000;
/** A cart not changed for this long is forgotten: its visitor has left. */
const FORGOTTEN_AFTER_MS = 30 * 60_000;

type Meal = NonNullable<CartChangeState['meal']>;

/** What the reads of a cart found, as this process's writes since have left the cart. */
interface KnownCart {
  catalogVersion: number;
  menus: CartChangeAnswer['menus'];
  week: string | null;
  cart: CartChangeState['cart'];
  /** The meals read at catalogVersion, by sku (null: no such meal). */
  meals: Map<string, Meal | null>;
}

/**
 * The carts this process changed lately, so that the next change of the same cart decides on
 * what the last one read and wrote instead of reading it again: a visitor filling a box changes
 * the same cart many times in a row, and such a change is then one round trip, its conditional
 * write. That stays right because the write goes through only if the cart is still at the version
 * known here (every write of a cart raises it, in any process) and the catalogue has not changed
 * since it was read (catalog_version, raised by every change of menus, meals and plans); when
 * either moved, the change reads again (decisions/012). One per database handle, since each is
 * its own store.
 */
export class RecentCartChanges {
  private readonly carts = new LRUCache<string, KnownCart>({
    max: MOST_CARTS,
    ttl: FORGOTTEN_AFTER_MS,
  });

  /** The answer a read would give for the meal `sku`, when this process knows it. */
  recall(key: string, sku: string): CartChangeAnswer | undefined {
    const known = this.carts.get(key);
    const meal = known?.meals.get(sku);
    if (!known || meal === undefined) return undefined;
    const { catalogVersion, menus, week, cart } = known;
    return { catalogVersion, menus, week, cart, meal };
  }

  /** Keeps what a read found; meals read before it are kept if the catalogue is unchanged. */
  remember(key: string, sku: string, answer: CartChangeAnswer): void {
    const earlier = this.carts.get(key);
    const meals =
      earlier?.catalogVersion === answer.catalogVersion
        ? earlier.meals
        : new Map<string, Meal | null>();
    meals.set(sku, answer.meal);
    const { catalogVersion, menus, week, cart } = answer;
    this.carts.set(key, { catalogVersion, menus, week, cart, meals });
  }

  /** The cart as this process's write left it. */
  written(key: string, cart: NonNullable<CartChangeState['cart']>): void {
    const known = this.carts.get(key);
    if (known) this.carts.set(key, { ...known, cart });
  }

  forget(key: string): void {
    this.carts.delete(key);
  }
}

export const recentCartChanges = perDatabase(() => new RecentCartChanges());
