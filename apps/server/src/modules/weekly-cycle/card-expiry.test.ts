import { describe, expect, it } from 'vitest';
import { cardMonthEnd, cardNoticeDue } from './card-expiry.ts';

const NY = 'America/New_York';

describe('the card-expiry notice', () => {
  it('is due from 30 days before the end of the card month until it ends, store time', () => {
    expect(cardMonthEnd(12, 2026, NY).toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(cardNoticeDue(12, 2026, new Date('2026-12-02T04:59:59Z'), NY)).toBe(false);
    expect(cardNoticeDue(12, 2026, new Date('2026-12-02T05:00:00Z'), NY)).toBe(true);
    expect(cardNoticeDue(12, 2026, new Date('2027-01-01T04:59:59Z'), NY)).toBe(true);
    expect(cardNoticeDue(12, 2026, new Date('2027-01-01T05:00:00Z'), NY)).toBe(false);
  });
});
