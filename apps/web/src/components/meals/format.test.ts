import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@mealbox/contracts';
import fc from 'fast-check';
import { formatAmount, formatPrice, macroFigures, mealPriceShown, nutritionRows } from './format';

const details: MenuItem['details'] = {
  name: 'Chimichurri Steak',
  image: '/media/meals/steak.svg',
  description: '',
  calories: 480,
  protein: 38,
  carbs: 28,
  fat: 24.5,
  sugar: 3,
  fiber: 4,
  sat_fat: 7,
  cholesterol: 105,
  sodium: 640,
  ingredients: '',
  attribute_tags: [],
  badge_value: null,
  badge_color: null,
  opening_instructions: '',
  heating_instructions: '',
};

describe('formatPrice', () => {
  it('turns integer cents into dollars and cents', () => {
    expect(formatPrice(1299)).toBe('$12.99');
    expect(formatPrice(1500)).toBe('$15.00');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('groups thousands', () => {
    expect(formatPrice(123456)).toBe('$1,234.56');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });

  it('writes every amount as Intl writes US dollars, negative amounts included', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatPrice(cents)).toBe(usd.format(cents / 100));
      }),
    );
  });
});

describe('formatAmount', () => {
  it('keeps whole numbers whole and gives others one decimal', () => {
    expect(formatAmount(38)).toBe('38');
    expect(formatAmount(24.5)).toBe('24.5');
    expect(formatAmount(2.04)).toBe('2');
  });
});

describe('macroFigures', () => {
  it('lists kcal, protein, carbs and fat in that order with their units', () => {
    expect(macroFigures(details).map((m) => [m.short, m.value])).toEqual([
      ['kcal', '480'],
      ['Protein', '38g'],
      ['Carbs', '28g'],
      ['Fat', '24.5g'],
    ]);
  });
});

describe('nutritionRows', () => {
  it('gives grams, and milligrams for cholesterol and sodium (spec §9)', () => {
    const rows = Object.fromEntries(nutritionRows(details).map((r) => [r.label, r.value]));
    expect(rows).toEqual({
      Calories: '480',
      Protein: '38 g',
      Carbohydrates: '28 g',
      Sugar: '3 g',
      Fiber: '4 g',
      Fat: '24.5 g',
      'Saturated Fat': '7 g',
      Cholesterol: '105 mg',
      Sodium: '640 mg',
    });
  });
});

describe('a meal’s price on its card', () => {
  const steak = { price: 1499, premium_surcharge: 300 };
  const curry = { price: 1199, premium_surcharge: 0 };
  const plan = { price_per_meal: 1299 };

  it('is the plan’s price per meal in a plan’s box, whatever the meal’s own price', () => {
    expect(mealPriceShown(curry, plan)).toEqual({ price: '$12.99', premium: null });
  });

  it('adds a premium meal’s surcharge in a plan’s box, and says so before it is added', () => {
    expect(mealPriceShown(steak, plan)).toEqual({
      price: '$15.99',
      premium: 'incl. $3.00 premium',
    });
  });

  it('is the meal’s own price à la carte', () => {
    expect(mealPriceShown(steak, null)).toEqual({ price: '$14.99', premium: null });
    expect(mealPriceShown(curry, null)).toEqual({ price: '$11.99', premium: null });
  });
});
