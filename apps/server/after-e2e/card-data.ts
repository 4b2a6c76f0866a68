import { normalizeCardNumber, passesLuhn } from '../src/integrations/payments/card-numbers.ts';

/** What the end-to-end journeys type into a card form (e2e/support/shop.ts and the specs). */
export const E2E_CARD_NUMBERS = ['4242424242424242', '4000000000000002'] as const;
export const E2E_CVC = '737';

// A card number as it may be written down: 13 to 19 digits, single spaces or dashes between,
// and not the decimals of a number (a response time of 4.0168499999982 ms) nor part of a word
// (the digits between a UUID's letters).
const DIGIT_RUN = /(?<![\w.])\d(?:[ -]?\d){12,18}(?!\w|\.\d)/g;

/**
 * The card data in a text: any run of 13 to 19 digits that passes Luhn and starts like a card
 * (3 to 6), the end-to-end cards however they are spaced, and a CVC written beside its field's
 * name (`cc_cvv: 737`, `"cvc":"737"`); a bare three-digit number is no evidence of anything.
 */
export function cardDataIn(text: string, cvc: string = E2E_CVC): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = normalizeCardNumber(match[0]);
    const known = (E2E_CARD_NUMBERS as readonly string[]).includes(digits);
    if (known || (/^[3-6]/.test(digits) && passesLuhn(digits))) found.add(match[0]);
  }
  const beside = new RegExp(`(?:cc_cvv|cvv|cvc)["'\\s:=]{0,4}${cvc}(?!\\d)`, 'gi');
  for (const match of text.matchAll(beside)) found.add(match[0]);
  return [...found];
}
