import { describe, expect, it } from 'vitest';
import { weekChange } from './change';

const count = (n: number) => String(n);

describe('a dashboard figure’s change from last week', () => {
  it('says up or down by how many percent', () => {
    expect(weekChange(112, 100, count)).toEqual({
      direction: 'up',
      text: 'Up 12% from last week',
    });
    expect(weekChange(97, 100, count)).toEqual({
      direction: 'down',
      text: 'Down 3% from last week',
    });
    expect(weekChange(2500, 100, count).text).toBe('Up 2,400% from last week');
  });

  it('says the same when nothing moved, and less than 1% when hardly anything did', () => {
    expect(weekChange(5, 5, count)).toEqual({ direction: 'same', text: 'Same as last week' });
    expect(weekChange(0, 0, count).direction).toBe('same');
    expect(weekChange(1001, 1000, count).text).toBe('Up less than 1% from last week');
  });

  it('says by how much when last week had none', () => {
    expect(weekChange(7, 0, count)).toEqual({
      direction: 'up',
      text: 'Up 7 from none last week',
    });
  });
});
