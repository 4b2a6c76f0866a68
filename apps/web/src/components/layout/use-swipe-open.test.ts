import { describe, expect, it } from 'vitest';
import { isOpeningSwipe } from './use-swipe-open';

describe('mobile navigation swipe', () => {
  it('opens on a rightward swipe longer than 150 px', () => {
    expect(isOpeningSwipe({ x: 10, y: 300 }, { x: 170, y: 310 })).toBe(true);
  });

  it('ignores a swipe of exactly 150 px or less', () => {
    expect(isOpeningSwipe({ x: 10, y: 300 }, { x: 160, y: 300 })).toBe(false);
  });

  it('ignores leftward swipes and vertical scrolling', () => {
    expect(isOpeningSwipe({ x: 300, y: 300 }, { x: 10, y: 300 })).toBe(false);
    expect(isOpeningSwipe({ x: 10, y: 0 }, { x: 170, y: 400 })).toBe(false);
  });
});
