import { describe, expect, it } from 'vitest';
import { subscriptionOfQuery } from './use-subscription-week-box';

describe('the subscription a menu picks for (?subscription=)', () => {
  it('reads a positive id', () => {
    expect(subscriptionOfQuery(new URLSearchParams('week=2026-12-07&subscription=42'))).toBe(42);
  });

  it('leaves a usual menu without one, or with anything but an id', () => {
    for (const query of [
      'week=2026-12-07',
      'subscription=',
      'subscription=0',
      'subscription=-3',
      'subscription=4x',
      'subscription=12345678901',
    ]) {
      expect(subscriptionOfQuery(new URLSearchParams(query))).toBeNull();
    }
  });
});
