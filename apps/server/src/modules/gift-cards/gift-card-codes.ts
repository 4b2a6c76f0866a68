import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied from a card cannot be mistaken. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

export function generateGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++)
    code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

/** What a customer types, the way codes are stored: upper case, without spaces or dashes. */
export function normalizeGiftCardCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isWellFormedGiftCardCode(code: string): boolean {
  return (
    code.length === GIFT_CARD_CODE_LENGTH && [...code].every((c) => GIFT_CARD_ALPHABET.includes(c))
  );
}
