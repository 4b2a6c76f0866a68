import { describe, expect, it } from 'vitest';
import { isOrderKey, ORDER_KEY_LENGTH } from './order-key.ts';

describe('order confirmation keys', () => {
  it('may be 16 to 64 characters long', () => {
    expect(isOrderKey('a'.repeat(ORDER_KEY_LENGTH.min))).toBe(true);
    expect(isOrderKey('a'.repeat(ORDER_KEY_LENGTH.max))).toBe(true);
    expect(ORDER_KEY_LENGTH).toEqual({ min: 16, max: 64 });
  });

  it('cannot be shorter or longer', () => {
    expect(isOrderKey('')).toBe(false);
    expect(isOrderKey('abc')).toBe(false);
    expect(isOrderKey('a'.repeat(15))).toBe(false);
    expect(isOrderKey('a'.repeat(65))).toBe(false);
  });
});
