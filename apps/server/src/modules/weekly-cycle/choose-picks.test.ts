import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choosePicks, type MenuCandidate, type PickingCustomer } from './choose-picks.ts';

const TAGS = ['Keto', 'Vegan', 'Spicy', 'Gluten Free', 'Dairy Free'];

const meal = (id: number, tags: string[] = [], premium = 0): MenuCandidate => ({
  menuItemId: id,
  attributeTags: tags,
  premiumSurchargeCents: premium,
});

const nobody: PickingCustomer = {
  excludedTags: [],
  favourites: [],
  pickedBefore: new Map(),
  lastWeek: new Set(),
};

const total = (picks: { quantity: number }[]) => picks.reduce((sum, p) => sum + p.quantity, 0);

describe('preselection', () => {
  it('chooses favourites first, then meals picked before, then the most popular', () => {
    const menu = [1, 2, 3, 4, 5, 6].map((id) => meal(id));
    const picks = choosePicks(
      menu,
      4,
      {
        ...nobody,
        favourites: [5],
        pickedBefore: new Map([
          [3, 1],
          [2, 4],
        ]),
      },
      new Map([
        [6, 10],
        [1, 3],
      ]),
    );
    expect(picks).toEqual([
      { menuItemId: 5, quantity: 1, reason: 'favourite' },
      { menuItemId: 2, quantity: 1, reason: 'previous' },
      { menuItemId: 3, quantity: 1, reason: 'previous' },
      { menuItemId: 6, quantity: 1, reason: 'popular' },
    ]);
  });

  it('never chooses a meal with an excluded tag, even a favourite', () => {
    const menu = [meal(1, ['Spicy']), meal(2), meal(3, ['Vegan', 'Spicy'])];
    const picks = choosePicks(
      menu,
      4,
      { ...nobody, excludedTags: ['Spicy'], favourites: [1] },
      new Map(),
    );
    expect(picks).toEqual([{ menuItemId: 2, quantity: 4, reason: 'popular' }]);
  });

  it("leaves out last week's meals while the menu has enough others", () => {
    const menu = [1, 2, 3, 4].map((id) => meal(id));
    const customer = { ...nobody, favourites: [1], lastWeek: new Set([1, 2]) };
    expect(choosePicks(menu, 2, customer, new Map()).map((p) => p.menuItemId)).toEqual([3, 4]);
    // Three meals are needed and only two are new: the favourite comes back.
    expect(choosePicks(menu, 3, customer, new Map()).map((p) => p.menuItemId)).toEqual([3, 4, 1]);
  });

  it('brings a premium meal only as a favourite, unless the menu has nothing else', () => {
    const menu = [meal(1, [], 300), meal(2), meal(3, [], 500)];
    const popular = new Map([
      [1, 50],
      [3, 40],
    ]);
    expect(choosePicks(menu, 2, nobody, popular)).toEqual([
      { menuItemId: 2, quantity: 2, reason: 'popular' },
    ]);
    expect(choosePicks(menu, 2, { ...nobody, favourites: [3] }, popular)).toEqual([
      { menuItemId: 3, quantity: 1, reason: 'favourite' },
      { menuItemId: 2, quantity: 1, reason: 'popular' },
    ]);
    expect(choosePicks([meal(1, [], 300)], 2, nobody, popular)).toEqual([
      { menuItemId: 1, quantity: 2, reason: 'popular' },
    ]);
  });

  it('fills a box larger than the menu by going round it again', () => {
    const picks = choosePicks([meal(1), meal(2)], 5, nobody, new Map());
    expect(picks).toEqual([
      { menuItemId: 1, quantity: 3, reason: 'popular' },
      { menuItemId: 2, quantity: 2, reason: 'popular' },
    ]);
  });

  it('chooses nothing when every meal carries an excluded tag', () => {
    expect(
      choosePicks([meal(1, ['Keto'])], 4, { ...nobody, excludedTags: ['Keto'] }, new Map()),
    ).toEqual([]);
  });

  const menus = fc.uniqueArray(
    fc.record({
      menuItemId: fc.integer({ min: 1, max: 60 }),
      attributeTags: fc.subarray(TAGS),
      premiumSurchargeCents: fc.constantFrom(0, 0, 0, 250),
    }),
    { minLength: 0, maxLength: 30, selector: (m) => m.menuItemId },
  );
  const ids = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 12 });
  const customers = fc.record({
    excludedTags: fc.subarray(TAGS),
    favourites: ids,
    pickedBefore: fc
      .array(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 9 })), {
        maxLength: 12,
      })
      .map((e) => new Map(e)),
    lastWeek: ids.map((l) => new Set(l)),
  });
  const popularities = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.nat(100)), { maxLength: 20 })
    .map((e) => new Map(e));

  it('never picks an excluded tag and always fills the box when the menu allows it (property)', () => {
    fc.assert(
      fc.property(
        menus,
        fc.integer({ min: 1, max: 24 }),
        customers,
        popularities,
        (menu, boxSize, customer, popularity) => {
          const picks = choosePicks(menu, boxSize, customer, popularity);
          const byId = new Map(menu.map((m) => [m.menuItemId, m]));
          const allowed = menu.filter(
            (m) => !m.attributeTags.some((t) => customer.excludedTags.includes(t)),
          );
          const asked = allowed.filter(
            (m) => m.premiumSurchargeCents === 0 || customer.favourites.includes(m.menuItemId),
          );
          const pool = asked.length > 0 ? asked : allowed;
          for (const pick of picks) {
            const item = byId.get(pick.menuItemId);
            expect(item).toBeDefined();
            expect(item!.attributeTags.some((t) => customer.excludedTags.includes(t))).toBe(false);
            expect(pick.quantity).toBeGreaterThan(0);
            expect(pick.reason).toBe(
              customer.favourites.includes(pick.menuItemId)
                ? 'favourite'
                : customer.pickedBefore.has(pick.menuItemId)
                  ? 'previous'
                  : 'popular',
            );
          }
          expect(total(picks)).toBe(allowed.length > 0 ? boxSize : 0);
          expect(new Set(picks.map((p) => p.menuItemId)).size).toBe(picks.length);
          // No surcharge the customer did not ask for while the menu has other meals; variety:
          // as many different meals as the box and the menu allow, none of last week's while
          // enough others are allowed.
          expect(picks.every((p) => pool.some((m) => m.menuItemId === p.menuItemId))).toBe(true);
          expect(picks.length).toBe(Math.min(boxSize, pool.length));
          const fresh = pool.filter((m) => !customer.lastWeek.has(m.menuItemId));
          if (fresh.length >= boxSize) {
            expect(picks.some((p) => customer.lastWeek.has(p.menuItemId))).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
