import { describe, expect, it } from 'vitest';
import { CARD_NOTICE_TEXT, cardNoticeStatus } from './card-notice';

describe('the card notice (spec §2, product.md)', () => {
  it('shows for an expired or an expiring card when the customer ordered or picked this week', () => {
    expect(cardNoticeStatus('expired', true)).toBe('expired');
    expect(cardNoticeStatus('expiring', true)).toBe('expiring');
  });

  it('stays hidden without an order or picks this week, or with a card that is not ending', () => {
    expect(cardNoticeStatus('expired', false)).toBeNull();
    expect(cardNoticeStatus('expiring', false)).toBeNull();
    expect(cardNoticeStatus(null, true)).toBeNull();
  });

  it("reads the spec's two wordings", () => {
    expect(CARD_NOTICE_TEXT).toEqual({
      expired: 'Your credit card is expired!',
      expiring: 'Your credit card is about to expire!',
    });
  });
});
