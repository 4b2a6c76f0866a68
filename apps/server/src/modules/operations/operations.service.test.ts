import { describe, expect, it } from 'vitest';
import { outboxCounts } from './operations.service.ts';

describe('outboxCounts', () => {
  it('names every status of the outbox, nought for those it has none of', () => {
    expect(outboxCounts([])).toEqual({ pending: 0, sent: 0, failed: 0, stored: 0 });
    expect(
      outboxCounts([
        { status: 'sent', count: 41 },
        { status: 'failed', count: 2 },
      ]),
    ).toEqual({ pending: 0, sent: 41, failed: 2, stored: 0 });
  });
});
