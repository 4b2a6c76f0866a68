import { describe, expect, it } from 'vitest';
import { renderMealSvg } from './meal-image.ts';
import { ATTRIBUTE_TAGS } from '@mealbox/contracts';
import { demoMeals, type DemoMeal } from './meals.ts';

const tagged = (tag: string): DemoMeal[] => demoMeals.filter((m) => m.attributeTags.includes(tag));

/** The allergens declared in the trailing 'Contains: …' statement. */
function allergens(meal: DemoMeal): string[] {
  const m = /Contains: ([^.]+)\.$/.exec(meal.ingredients);
  if (!m?.[1] || m[1] === 'None') return [];
  return m[1].split(', ').map((a) => a.replace(/ \(.*\)$/, ''));
}

function luminance(hex: string): number {
  const v = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const MEAT_OR_FISH =
  /\b(chicken|beef|pork|turkey|bacon|steak|sirloin|lamb|sausage|pepperoni|salmon|cod|fish|anchov\w*|shrimp|gelatin|bone broth)\b/i;
const ANIMAL_PRODUCTS = /\b(milk|cheese|butter|cream|yogurt|ghee|whey|eggs?|honey)\b/i;
const DAIRY = /\b(cheese|butter|cream|yogurt|ghee|whey|buttermilk)\b/i;
const GLUTEN = /\b(wheat|semolina|barley|rye|breadcrumbs)\b/i;
const NOT_PALEO =
  /\b(rice|wheat|oats?|quinoa|corn|grits|beans?|lentils?|chickpeas?|peanuts?|soy\w*|tofu|edamame|cheese|butter|cream|milk|yogurt|sugar)\b/i;

describe('demoMeals catalogue', () => {
  it('has at least 40 meals with unique, well-formed skus and short names', () => {
    expect(demoMeals.length).toBeGreaterThanOrEqual(40);
    expect(new Set(demoMeals.map((m) => m.sku)).size).toBe(demoMeals.length);
    expect(new Set(demoMeals.map((m) => m.shortName)).size).toBe(demoMeals.length);
    expect(new Set(demoMeals.map((m) => m.name)).size).toBe(demoMeals.length);
    for (const m of demoMeals) {
      expect(m.sku).toMatch(/^MEAL-\d{3}$/);
      expect(m.shortName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.description.length).toBeGreaterThan(40);
      expect(Number.isInteger(m.priceCents)).toBe(true);
      expect(m.priceCents).toBeGreaterThanOrEqual(999);
      expect(m.priceCents).toBeLessThanOrEqual(1999);
    }
  });

  it('prices larger portions above the regular version and has about six of them', () => {
    const larger = demoMeals.filter((m) => m.largerPortion);
    expect(larger.length).toBeGreaterThanOrEqual(5);
    expect(larger.length).toBeLessThanOrEqual(8);
    const maxRegular = Math.max(
      ...demoMeals.filter((m) => !m.largerPortion).map((m) => m.priceCents),
    );
    for (const m of larger) expect(m.priceCents).toBeGreaterThanOrEqual(Math.min(1599, maxRegular));
  });

  it('has internally consistent nutrition', () => {
    for (const m of demoMeals) {
      const fromMacros = 4 * m.protein + 4 * m.carbs + 9 * m.fat;
      expect(Math.abs(fromMacros - m.calories) / m.calories, m.sku).toBeLessThanOrEqual(0.1);
      expect(m.sugar + m.fiber, m.sku).toBeLessThanOrEqual(m.carbs);
      expect(m.satFat, m.sku).toBeLessThanOrEqual(m.fat);
      expect(m.sodium, m.sku).toBeGreaterThan(100);
      expect(m.sodium, m.sku).toBeLessThan(2300);
      expect(m.cholesterol, m.sku).toBeGreaterThanOrEqual(0);
    }
  });

  it('ends every ingredient list with an allergen statement', () => {
    const known = [
      'Milk',
      'Egg',
      'Fish',
      'Shellfish',
      'Tree Nuts',
      'Peanuts',
      'Wheat',
      'Soy',
      'Sesame',
    ];
    for (const m of demoMeals) {
      expect(m.ingredients, m.sku).toMatch(/\. Contains: [^.]+\.$/);
      for (const a of allergens(m)) expect(known, `${m.sku}: ${a}`).toContain(a);
      // Balanced (and [nested]) brackets.
      expect(m.ingredients.split('(').length, m.sku).toBe(m.ingredients.split(')').length);
      expect(m.ingredients.split('[').length, m.sku).toBe(m.ingredients.split(']').length);
    }
  });

  it('only uses known, non-duplicated attribute tags', () => {
    for (const m of demoMeals) {
      expect(new Set(m.attributeTags).size, m.sku).toBe(m.attributeTags.length);
      for (const t of m.attributeTags) expect(ATTRIBUTE_TAGS, m.sku).toContain(t);
    }
  });

  it('has tags that are true to each meal', () => {
    for (const m of tagged('Keto')) expect(m.carbs, m.sku).toBeLessThanOrEqual(15);
    for (const m of tagged('High Protein')) expect(m.protein, m.sku).toBeGreaterThanOrEqual(35);
    for (const m of tagged('Low Calorie')) expect(m.calories, m.sku).toBeLessThanOrEqual(450);
    for (const m of tagged('Vegetarian')) {
      expect(m.ingredients, m.sku).not.toMatch(MEAT_OR_FISH);
      expect(allergens(m), m.sku).not.toContain('Fish');
      expect(allergens(m), m.sku).not.toContain('Shellfish');
    }
    for (const m of tagged('Vegan')) {
      expect(m.attributeTags, m.sku).toContain('Vegetarian');
      expect(m.attributeTags, m.sku).toContain('Dairy Free');
      expect(m.ingredients.replace(/\b(oat|coconut) milk\b/gi, ''), m.sku).not.toMatch(
        ANIMAL_PRODUCTS,
      );
      expect(allergens(m), m.sku).not.toContain('Egg');
      expect(m.cholesterol, m.sku).toBe(0);
    }
    for (const m of tagged('Dairy Free')) {
      expect(allergens(m), m.sku).not.toContain('Milk');
      expect(m.ingredients, m.sku).not.toMatch(DAIRY);
    }
    for (const m of tagged('Gluten Free')) {
      expect(allergens(m), m.sku).not.toContain('Wheat');
      expect(m.ingredients, m.sku).not.toMatch(GLUTEN);
    }
    for (const m of tagged('Paleo')) {
      expect(m.ingredients, m.sku).not.toMatch(NOT_PALEO);
      expect(m.attributeTags, m.sku).toEqual(expect.arrayContaining(['Gluten Free', 'Dairy Free']));
    }
    // Conversely: meals declaring milk or wheat must not claim otherwise.
    for (const m of demoMeals) {
      if (allergens(m).includes('Milk')) expect(m.attributeTags, m.sku).not.toContain('Dairy Free');
      if (allergens(m).includes('Wheat'))
        expect(m.attributeTags, m.sku).not.toContain('Gluten Free');
    }
  });

  it('has a good spread of tags', () => {
    expect(tagged('Keto').length).toBeGreaterThanOrEqual(10);
    expect(tagged('Vegetarian').length).toBeGreaterThanOrEqual(8);
    expect(tagged('Vegan').length).toBeGreaterThanOrEqual(3);
    expect(tagged('Gluten Free').length).toBeGreaterThanOrEqual(15);
    expect(tagged('Dairy Free').length).toBeGreaterThanOrEqual(10);
    expect(tagged('High Protein').length).toBeGreaterThanOrEqual(12);
    expect(tagged('Low Calorie').length).toBeGreaterThanOrEqual(8);
    expect(tagged('Spicy').length).toBeGreaterThanOrEqual(3);
    expect(tagged('Paleo').length).toBeGreaterThanOrEqual(3);
  });

  it('has badges with an accessible colour, and only on a minority of meals', () => {
    const badged = demoMeals.filter((m) => m.badgeValue !== null);
    expect(badged.length).toBeGreaterThan(0);
    expect(badged.length).toBeLessThan(demoMeals.length / 2);
    for (const m of demoMeals) {
      expect(m.badgeColor === null, m.sku).toBe(m.badgeValue === null);
      if (m.badgeColor === null) continue;
      expect(m.badgeColor, m.sku).toMatch(/^#[0-9a-f]{6}$/i);
      // WCAG AA for normal text: contrast with white >= 4.5:1.
      expect(1.05 / (luminance(m.badgeColor) + 0.05), m.sku).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses custom instructions for only a few meals', () => {
    const custom = demoMeals.filter((m) => m.openingInstructions || m.heatingInstructions);
    expect(custom.length).toBeGreaterThan(0);
    expect(custom.length).toBeLessThan(demoMeals.length / 3);
  });
});

describe('renderMealSvg', () => {
  it('renders every meal deterministically as a small, self-contained 4:3 SVG', () => {
    const seen = new Set<string>();
    for (const m of demoMeals) {
      const svg = renderMealSvg(m.image);
      expect(renderMealSvg(structuredClone(m.image)), m.sku).toBe(svg);
      expect(Buffer.byteLength(svg), m.sku).toBeLessThan(4096);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
      expect(svg).toMatch(/^<svg [^>]*width="400" height="300"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/http|href/i);
      expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
      seen.add(svg);
    }
    expect(seen.size).toBe(demoMeals.length);
  });

  it('produces well-formed markup (balanced tags, no duplicate attributes)', () => {
    for (const m of demoMeals) {
      const svg = renderMealSvg(m.image);
      const stack: string[] = [];
      for (const [, close, name, attrs, selfClose] of svg.matchAll(
        /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g,
      )) {
        if (close) {
          expect(stack.pop(), m.sku).toBe(name);
          continue;
        }
        const names = [...(attrs ?? '').matchAll(/\s([\w:-]+)=/g)].map((a) => a[1]);
        expect(new Set(names).size, `${m.sku} <${name}>`).toBe(names.length);
        if (!selfClose) stack.push(name as string);
      }
      expect(stack, m.sku).toEqual([]);
    }
  });

  it('varies with the seed', () => {
    const spec = demoMeals[0]?.image;
    expect(spec).toBeDefined();
    if (!spec) return;
    expect(renderMealSvg({ ...spec, seed: spec.seed + 1 })).not.toBe(renderMealSvg(spec));
  });
});
