import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@mealbox/contracts';
import {
  applyMenuQuery,
  EMPTY_MENU_QUERY,
  findMenuItem,
  isFiltered,
  matchesSearch,
  menuQueryToParams,
  parseMenuQuery,
  toggleTag,
} from './menu-query';

function meal(
  sku: string,
  name: string,
  tags: string[],
  calories: number,
  protein: number,
): MenuItem {
  return {
    sku,
    short_name: name.toLowerCase().replace(/\W+/g, '-'),
    price: 1299,
    premium_surcharge: 0,
    larger_portion: false,
    details: {
      name,
      image: `/media/${sku}.svg`,
      description: '',
      calories,
      protein,
      carbs: 20,
      fat: 10,
      sugar: 2,
      fiber: 3,
      sat_fat: 1,
      cholesterol: 50,
      sodium: 400,
      ingredients: '',
      attribute_tags: tags,
      badge_value: null,
      badge_color: null,
      opening_instructions: '',
      heating_instructions: '',
    },
  };
}

const menu = [
  meal('M1', 'Chimichurri Steak', ['Gluten Free', 'High Protein'], 480, 38),
  meal('M2', 'Tuscan Chicken', ['Keto', 'Gluten Free', 'High Protein'], 450, 40),
  meal('M3', 'Keto Salmon', ['Keto', 'Gluten Free'], 520, 36),
  meal('M4', 'Thai Curry Tofu', ['Vegan', 'Vegetarian', 'Spicy'], 430, 20),
  meal('M5', 'Crème Brûlée Oats', ['Vegetarian'], 380, 12),
  meal('M6', 'Keto Butter Chicken', ['Keto', 'High Protein'], 450, 56),
];
const skus = (items: MenuItem[]) => items.map((i) => i.sku);

describe('parseMenuQuery', () => {
  it('reads tags, sort, search and week from the query string', () => {
    expect(
      parseMenuQuery(
        new URLSearchParams('tag=Keto&tag=Vegan&sort=protein&q=chicken&week=2026-12-07'),
      ),
    ).toEqual({ tags: ['Keto', 'Vegan'], sort: 'protein', q: 'chicken', week: '2026-12-07' });
  });

  it('gives the plain menu for an empty query string', () => {
    expect(parseMenuQuery(new URLSearchParams())).toEqual(EMPTY_MENU_QUERY);
  });

  it('accepts tags in any case and drops unknown tags and repeats', () => {
    expect(
      parseMenuQuery(new URLSearchParams('tag=keto&tag=GLUTEN%20FREE&tag=Pizza&tag=Keto')).tags,
    ).toEqual(['Keto', 'Gluten Free']);
  });

  it('falls back to menu order and the current week for values it does not know', () => {
    const query = parseMenuQuery(new URLSearchParams('sort=price&week=next'));
    expect(query.sort).toBe('menu');
    expect(query.week).toBeNull();
  });
});

describe('menuQueryToParams', () => {
  it('writes repeated tags and leaves defaults out', () => {
    expect(
      menuQueryToParams({
        tags: ['Keto', 'Vegan'],
        sort: 'protein',
        q: 'chicken',
        week: null,
      }).toString(),
    ).toBe('tag=Keto&tag=Vegan&sort=protein&q=chicken');
    expect(menuQueryToParams(EMPTY_MENU_QUERY).toString()).toBe('');
  });

  it('keeps parameters that are not the menu’s', () => {
    const base = new URLSearchParams('utm_source=mail&tag=Vegan&q=old');
    expect(
      menuQueryToParams(
        { ...EMPTY_MENU_QUERY, tags: ['Keto'], week: '2026-11-30' },
        base,
      ).toString(),
    ).toBe('utm_source=mail&week=2026-11-30&tag=Keto');
  });

  it('round-trips through parseMenuQuery', () => {
    const query = {
      tags: ['Paleo' as const],
      sort: 'calories' as const,
      q: 'pork & slaw',
      week: '2026-12-14',
    };
    expect(parseMenuQuery(menuQueryToParams(query))).toEqual(query);
  });
});

describe('toggleTag', () => {
  it('adds and removes a tag, keeping the chips’ order', () => {
    expect(toggleTag(['Vegan'], 'Keto')).toEqual(['Keto', 'Vegan']);
    expect(toggleTag(['Keto', 'Vegan'], 'Keto')).toEqual(['Vegan']);
  });
});

describe('isFiltered', () => {
  it('is true for tags or a search, not for a sort alone', () => {
    expect(isFiltered(EMPTY_MENU_QUERY)).toBe(false);
    expect(isFiltered({ ...EMPTY_MENU_QUERY, sort: 'protein' })).toBe(false);
    expect(isFiltered({ ...EMPTY_MENU_QUERY, q: '  ' })).toBe(false);
    expect(isFiltered({ ...EMPTY_MENU_QUERY, q: 'tofu' })).toBe(true);
    expect(isFiltered({ ...EMPTY_MENU_QUERY, tags: ['Keto'] })).toBe(true);
  });
});

describe('matchesSearch', () => {
  it('needs every word, in any case and without accents', () => {
    expect(matchesSearch('Keto Butter Chicken', 'chicken keto')).toBe(true);
    expect(matchesSearch('Keto Butter Chicken', 'chicken rice')).toBe(false);
    expect(matchesSearch('Crème Brûlée Oats', 'creme brulee')).toBe(true);
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });
});

describe('applyMenuQuery', () => {
  it('keeps the menu as it is without filters', () => {
    expect(skus(applyMenuQuery(menu, EMPTY_MENU_QUERY))).toEqual([
      'M1',
      'M2',
      'M3',
      'M4',
      'M5',
      'M6',
    ]);
  });

  it('keeps only meals having every selected tag', () => {
    expect(skus(applyMenuQuery(menu, { ...EMPTY_MENU_QUERY, tags: ['Keto'] }))).toEqual([
      'M2',
      'M3',
      'M6',
    ]);
    expect(
      skus(applyMenuQuery(menu, { ...EMPTY_MENU_QUERY, tags: ['Keto', 'High Protein'] })),
    ).toEqual(['M2', 'M6']);
    expect(applyMenuQuery(menu, { ...EMPTY_MENU_QUERY, tags: ['Keto', 'Vegan'] })).toEqual([]);
  });

  it('sorts by protein, highest first, and by calories, lowest first; ties keep menu order', () => {
    expect(
      skus(applyMenuQuery(menu, { ...EMPTY_MENU_QUERY, tags: ['Keto'], sort: 'protein' })),
    ).toEqual(['M6', 'M2', 'M3']);
    expect(skus(applyMenuQuery(menu, { ...EMPTY_MENU_QUERY, sort: 'calories' }))).toEqual([
      'M5',
      'M4',
      'M2',
      'M6',
      'M1',
      'M3',
    ]);
  });

  it('searches names together with the tags', () => {
    expect(
      skus(applyMenuQuery(menu, { ...EMPTY_MENU_QUERY, tags: ['Keto'], q: 'chicken' })),
    ).toEqual(['M2', 'M6']);
  });

  it('does not reorder the menu it was given', () => {
    const copy = [...menu];
    applyMenuQuery(menu, { ...EMPTY_MENU_QUERY, sort: 'protein' });
    expect(menu).toEqual(copy);
  });
});

describe('findMenuItem', () => {
  it('finds a meal by short name or sku in any case', () => {
    expect(findMenuItem(menu, 'TUSCAN-CHICKEN')?.sku).toBe('M2');
    expect(findMenuItem(menu, 'm3')?.sku).toBe('M3');
    expect(findMenuItem(menu, 'nope')).toBeUndefined();
  });
});
