import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { giftCardError } from './gift-card-messages';

describe('the gift card error', () => {
  it("is the server's message when it refuses the code with 422", () => {
    const used = new ApiError(422, 'This gift card has already been used.', {}, true);
    expect(giftCardError(used)).toBe('This gift card has already been used.');
  });

  it("is 'Invalid Gift Card' for anything else", () => {
    expect(giftCardError(new ApiError(500, 'Internal Server Error', {}, true))).toBe(
      'Invalid Gift Card',
    );
    expect(giftCardError(new ApiError(422, 'Unprocessable Entity'))).toBe('Invalid Gift Card');
    expect(giftCardError(new ApiError(0, 'We could not reach the store.'))).toBe(
      'Invalid Gift Card',
    );
    expect(giftCardError(new Error('boom'))).toBe('Invalid Gift Card');
  });
});
