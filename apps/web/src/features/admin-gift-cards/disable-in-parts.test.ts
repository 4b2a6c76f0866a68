import { describe, expect, it } from 'vitest';
import type { GiftCardsDisableInput } from '@mealbox/contracts';
import { ApiError } from '../../lib/http';
import { disableInParts } from './disable-in-parts';

const ids = Array.from({ length: 60 }, (_, i) => i + 1);

describe('disabling chosen gift cards in parts', () => {
  it('asks in parts with the same reason, reporting after each, and adds up what was disabled and left', async () => {
    const asked: GiftCardsDisableInput[] = [];
    const seen: number[] = [];
    const result = await disableInParts(
      { ids, reason: 'Printed twice' },
      async (part) => {
        asked.push(part);
        // Every tenth card was redeemed already.
        return {
          disabled: part.ids.filter((id) => id % 10 !== 0),
          unchanged: part.ids.filter((id) => id % 10 === 0),
        };
      },
      (p) => seen.push(p.done),
      25,
    );
    expect(asked.map((a) => [a.ids.length, a.reason])).toEqual([
      [25, 'Printed twice'],
      [25, 'Printed twice'],
      [10, 'Printed twice'],
    ]);
    expect(seen).toEqual([25, 50, 60]);
    expect(result).toMatchObject({ total: 60, done: 60, failure: null });
    expect(result.disabled).toHaveLength(54);
    expect(result.unchanged).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('stops at the first failed part and reports it with what the parts before it disabled', async () => {
    let calls = 0;
    const seen: Array<string | null> = [];
    const result = await disableInParts(
      { ids, reason: 'Void' },
      async (part) => {
        if (++calls === 2) throw new ApiError(409, 'The store is read-only right now.', {}, true);
        return { disabled: part.ids, unchanged: [] };
      },
      (p) => seen.push(p.failure),
      25,
    );
    expect(calls).toBe(2);
    expect(seen).toEqual([null, 'The store is read-only right now.']);
    expect(result).toMatchObject({ done: 25, failure: 'The store is read-only right now.' });
    expect(result.disabled).toEqual(ids.slice(0, 25));
  });

  it('names a failure the server did not explain with a plain fallback', async () => {
    const result = await disableInParts(
      { ids: [1], reason: 'Void' },
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => undefined,
    );
    expect(result.failure).toBe('The cards could not be disabled.');
  });
});
