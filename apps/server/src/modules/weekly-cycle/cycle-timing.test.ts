import { describe, expect, it } from 'vitest';
import { deliveryCutoff, nextChargeAt, runsDue, type CycleWeek } from './cycle-timing.ts';

const NY = 'America/New_York';
// Deadline Wednesday, Nov 25 at 11:59 PM in New York; delivery Monday, Nov 30.
const week: CycleWeek = {
  week: '2026-11-30',
  pickingDeadline: new Date('2026-11-26T04:59:00Z'),
  deliveryDate: '2026-11-30',
};
const at = (iso: string) => new Date(iso);

describe('the weekly cycle timing', () => {
  it('reminds from 72 h before the deadline, preselects from 48 h, locks after it', () => {
    expect(runsDue(week, at('2026-11-23T04:58:00Z'), NY)).toEqual([]);
    expect(runsDue(week, at('2026-11-23T04:59:00Z'), NY)).toEqual(['remind']);
    expect(runsDue(week, at('2026-11-24T04:59:00Z'), NY)).toEqual(['preselect']);
    expect(runsDue(week, at('2026-11-26T04:58:59Z'), NY)).toEqual(['preselect']);
    expect(runsDue(week, at('2026-11-26T04:59:00Z'), NY)).toEqual(['lock']);
  });

  it('cancels unpaid boxes from midnight of the delivery day, store time', () => {
    expect(deliveryCutoff('2026-11-30', NY).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(runsDue(week, at('2026-11-30T04:59:59Z'), NY)).toEqual(['lock']);
    expect(runsDue(week, at('2026-11-30T05:00:00Z'), NY)).toEqual(['lock', 'cancel-unpaid']);
  });

  it('tries a declined charge again 24 h and 48 h after the lock, never on the delivery day', () => {
    const lock = at('2026-11-26T05:00:00Z');
    expect(nextChargeAt(lock, 1, week, NY)?.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(nextChargeAt(at('2026-11-27T05:00:00Z'), 2, week, NY)?.toISOString()).toBe(
      '2026-11-28T05:00:00.000Z',
    );
    expect(nextChargeAt(at('2026-11-28T05:00:00Z'), 3, week, NY)).toBeNull();
    // A card updated on the Sunday that fails again: no time left before delivery.
    expect(nextChargeAt(at('2026-11-29T12:00:00Z'), 1, week, NY)).toBeNull();
  });
});
