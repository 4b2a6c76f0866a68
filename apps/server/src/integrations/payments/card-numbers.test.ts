import { describe, expect, it } from 'vitest';
import { cardBrand, isUnexpired, normalizeCardNumber, passesLuhn } from './card-numbers.ts';

describe('card numbers', () => {
  it.each([
    '4242424242424242',
    '4000000000000002',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
  ])('accepts the test number %s', (n) => expect(passesLuhn(n)).toBe(true));

  it('rejects a mistyped number and anything not digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242-4242')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('drops spaces and dashes people type', () => {
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('names the brand from the number', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });

  it('treats a card as valid through the last day of its month', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(isUnexpired(11, 2026, now)).toBe(true);
    expect(isUnexpired(10, 2026, now)).toBe(false);
  });
});
