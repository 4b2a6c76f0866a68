import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { keyForNextAttempt, outcomeUnknown } from './attempt-key';

const fresh = () => 'fresh-key';

describe('the idempotency key of a checkout attempt', () => {
  it('is new for the first attempt', () => {
    expect(keyForNextAttempt(null, fresh)).toBe('fresh-key');
  });

  it('is kept when the connection failed, so the retry cannot make a second order', () => {
    const lost = new ApiError(0, 'We could not reach the store.');
    expect(keyForNextAttempt({ key: 'first', error: lost }, fresh)).toBe('first');
  });

  it('is kept after a server fault, whose order may already exist', () => {
    expect(
      keyForNextAttempt({ key: 'first', error: new ApiError(502, 'Bad Gateway') }, fresh),
    ).toBe('first');
    expect(keyForNextAttempt({ key: 'first', error: new TypeError('boom') }, fresh)).toBe('first');
  });

  it('is new after a clear refusal such as a declined card or a bad code', () => {
    const declined = new ApiError(422, 'Your card was declined.', {}, true);
    expect(keyForNextAttempt({ key: 'first', error: declined }, fresh)).toBe('fresh-key');
    expect(outcomeUnknown(new ApiError(409, 'Your box is full!'))).toBe(false);
  });

  it('defaults to a random UUID', () => {
    const a = keyForNextAttempt(null);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyForNextAttempt(null)).not.toBe(a);
  });
});
