import { describe, expect, it } from 'vitest';
import { canBeOrderKey } from './get-confirmation';

describe('the confirmation page key', () => {
  it('is looked up when it can be an order key', () => {
    expect(canBeOrderKey('Xy7-kQ2_aB9cD4eF6gH8iJ0k')).toBe(true);
  });

  it('is no order without asking the server when missing, too short or too long', () => {
    expect(canBeOrderKey(undefined)).toBe(false);
    expect(canBeOrderKey('')).toBe(false);
    expect(canBeOrderKey('abc123')).toBe(false);
    expect(canBeOrderKey('k'.repeat(65))).toBe(false);
  });
});
