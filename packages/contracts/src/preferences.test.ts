import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_TAGS } from './attribute-tags.ts';
import { canonicalTags, isAttributeTag, MealPreferencesInput } from './preferences.ts';

describe('meal preferences', () => {
  it('keeps tags in the menu filters’ order, each once, dropping none that are known', () => {
    expect(canonicalTags(['Spicy', 'Keto', 'Spicy', 'Vegan'])).toEqual(['Keto', 'Vegan', 'Spicy']);
    expect(canonicalTags([...ATTRIBUTE_TAGS].reverse())).toEqual([...ATTRIBUTE_TAGS]);
    expect(canonicalTags([])).toEqual([]);
  });

  it('knows the menu’s tags exactly, whatever the case of another word', () => {
    expect(ATTRIBUTE_TAGS.every(isAttributeTag)).toBe(true);
    expect(isAttributeTag('keto')).toBe(false);
    expect(isAttributeTag('Pineapple')).toBe(false);
  });

  it('accepts known tags and names the first unknown one under the field', () => {
    expect(MealPreferencesInput.safeParse({ excluded_tags: ['Keto', 'Paleo'] }).success).toBe(true);
    expect(MealPreferencesInput.safeParse({ excluded_tags: [] }).success).toBe(true);
    const refused = MealPreferencesInput.safeParse({ excluded_tags: ['Keto', 'Mild', 'Hot'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['excluded_tags', '“Mild” is not one of our meal tags.'],
    ]);
  });
});
