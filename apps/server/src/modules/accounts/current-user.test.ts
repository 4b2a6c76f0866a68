import { describe, expect, it } from 'vitest';
import { cardStatus } from './current-user.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('cardStatus', () => {
  it('calls a card whose month has passed expired', () => {
    expect(cardStatus(10, 2026, now)).toBe('expired');
    expect(cardStatus(12, 2025, now)).toBe('expired');
  });

  it('calls a card ending this month or next expiring', () => {
    expect(cardStatus(11, 2026, now)).toBe('expiring');
    expect(cardStatus(12, 2026, now)).toBe('expiring');
  });

  it('says nothing for a card valid beyond next month or no card at all', () => {
    expect(cardStatus(1, 2027, now)).toBeNull();
    expect(cardStatus(null, null, now)).toBeNull();
  });
});
