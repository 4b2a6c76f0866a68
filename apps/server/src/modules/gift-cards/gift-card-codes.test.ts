import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_ALPHABET,
  generateGiftCardCode,
  isWellFormedGiftCardCode,
  normalizeGiftCardCode,
} from './gift-card-codes.ts';

describe('gift card codes', () => {
  it('are 16 characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateGiftCardCode();
      expect(isWellFormedGiftCardCode(code)).toBe(true);
      expect(code).not.toMatch(/[01OIL]/);
    }
    expect(GIFT_CARD_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('read whatever case and separators a customer types', () => {
    expect(normalizeGiftCardCode(' demq-gftc ard2-5xyz ')).toBe('DEMQGFTCARD25XYZ');
  });

  it('refuse a code with a look-alike character or the wrong length', () => {
    expect(isWellFormedGiftCardCode('DEMQGFTCARD25XY0')).toBe(false);
    expect(isWellFormedGiftCardCode('DEMQGFTCARD25XY')).toBe(false);
  });
});
