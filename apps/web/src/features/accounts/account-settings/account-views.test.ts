import { describe, expect, it } from 'vitest';
import { excludedTagsLine, excludeTagLabel } from './account-views';

describe('Meal Preferences in words', () => {
  it('labels each tag’s checkbox', () => {
    expect(excludeTagLabel('Spicy')).toBe('Never send me meals tagged Spicy');
  });

  it('says the excluded tags in one sentence, or that any meal may be chosen', () => {
    expect(excludedTagsLine([])).toBe('Any meal on the menu may be chosen for you.');
    expect(excludedTagsLine(['Keto'])).toBe('Never send me meals tagged Keto.');
    expect(excludedTagsLine(['Keto', 'Vegan'])).toBe('Never send me meals tagged Keto or Vegan.');
    expect(excludedTagsLine(['Keto', 'Vegan', 'Spicy'])).toBe(
      'Never send me meals tagged Keto, Vegan or Spicy.',
    );
  });
});
