import type { PickReason } from '@mealbox/contracts';

/** A meal of the week's menu, as preselection weighs it. */
export interface MenuCandidate {
  menuItemId: number;
  attributeTags: readonly string[];
  /** A surcharge the customer did not choose: only a favourite brings it in unasked. */
  premiumSurchargeCents: number;
}

/** What the store knows of one customer when it fills their box. */
export interface PickingCustomer {
  excludedTags: readonly string[];
  /** Menu item ids the customer hearted, newest first. */
  favourites: readonly number[];
  /** How often the customer had each meal in past boxes. */
  pickedBefore: ReadonlyMap<number, number>;
  /** The meals of the customer's previous week's box. */
  lastWeek: ReadonlySet<number>;
}

export interface ChosenPick {
  menuItemId: number;
  quantity: number;
  reason: PickReason;
}

/**
 * Preselection (product decisions, "Subscriptions and the weekly cycle"): fills a box of
 * `boxSize` meals from the week's menu for a customer who did not pick. Never a meal with a tag
 * the customer excluded. Favourites first, then meals the customer had before (most often first),
 * then the week's most popular (`popularity`: meals ordered or picked this week; ties in menu
 * order). Each meal once before any twice, and none of last week's meals while the menu has
 * enough others; a premium meal (a surcharge) only as a favourite, unless the menu has nothing
 * else. Empty only when every meal of the menu carries an excluded tag.
 */
export function choosePicks(
  menu: readonly MenuCandidate[],
  boxSize: number,
  customer: PickingCustomer,
  popularity: ReadonlyMap<number, number>,
): ChosenPick[] {
  const excluded = new Set(customer.excludedTags);
  const allowed = menu.filter((m) => !m.attributeTags.some((tag) => excluded.has(tag)));
  if (allowed.length === 0 || boxSize <= 0) return [];
  const favourite = new Set(customer.favourites);
  // A surcharge the customer did not ask for only when the menu leaves nothing else.
  const asked = allowed.filter((m) => m.premiumSurchargeCents === 0 || favourite.has(m.menuItemId));
  const pool = asked.length > 0 ? asked : allowed;

  const position = new Map(menu.map((m, i) => [m.menuItemId, i]));
  const reasonOf = (id: number): PickReason =>
    favourite.has(id) ? 'favourite' : customer.pickedBefore.has(id) ? 'previous' : 'popular';
  const rank: Record<PickReason, number> = {
    favourite: 0,
    previous: 1,
    popular: 2,
    customer: 3,
    chef: 3,
    affiliate: 3,
  };
  const favouriteOrder = new Map(customer.favourites.map((id, i) => [id, i]));
  const ordered = [...pool].sort((a, b) => {
    const ra = reasonOf(a.menuItemId);
    const rb = reasonOf(b.menuItemId);
    if (rank[ra] !== rank[rb]) return rank[ra] - rank[rb];
    if (ra === 'favourite') {
      return favouriteOrder.get(a.menuItemId)! - favouriteOrder.get(b.menuItemId)!;
    }
    const weight = (m: MenuCandidate) =>
      ra === 'previous'
        ? (customer.pickedBefore.get(m.menuItemId) ?? 0)
        : (popularity.get(m.menuItemId) ?? 0);
    return weight(b) - weight(a) || position.get(a.menuItemId)! - position.get(b.menuItemId)!;
  });
  // Last week's meals only after every other, so a varied menu never repeats them.
  const fresh = ordered.filter((m) => !customer.lastWeek.has(m.menuItemId));
  const repeated = ordered.filter((m) => customer.lastWeek.has(m.menuItemId));
  const distinct = [...fresh, ...repeated].slice(0, boxSize);
  // A menu shorter than the box goes round again, in the same order.
  const quantities = new Map<number, number>();
  for (let i = 0; i < boxSize; i += 1) {
    const id = distinct[i % distinct.length]!.menuItemId;
    quantities.set(id, (quantities.get(id) ?? 0) + 1);
  }
  return [...quantities].map(([menuItemId, quantity]) => ({
    menuItemId,
    quantity,
    reason: reasonOf(menuItemId),
  }));
}
