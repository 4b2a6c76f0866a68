import { describe, expect, it } from 'vitest';
import { SessionsWithoutUser } from './sessions-without-user.ts';

describe('SessionsWithoutUser', () => {
  it('remembers the ids it was given', () => {
    const known = new SessionsWithoutUser();
    known.add('a');
    expect(known.has('a')).toBe(true);
    expect(known.has('b')).toBe(false);
  });

  it('forgets the oldest ids first once full', () => {
    const known = new SessionsWithoutUser(2);
    known.add('a');
    known.add('b');
    known.add('a');
    known.add('c');
    expect([known.has('a'), known.has('b'), known.has('c')]).toEqual([false, true, true]);
  });
});
