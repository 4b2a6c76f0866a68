import { describe, expect, it } from 'vitest';
import { mapAtMost } from './map-at-most.ts';

describe('mapAtMost', () => {
  it('answers in the items’ order while never running more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const answers = await mapAtMost(3, [5, 1, 4, 2, 3, 0], async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(answers).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(3);
  });

  it('answers nothing for no items', async () => {
    expect(await mapAtMost(4, [], async () => 1)).toEqual([]);
  });
});
