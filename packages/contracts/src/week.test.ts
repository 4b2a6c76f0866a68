import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Week } from './cart.ts';
import { weekMessages } from './week.ts';

const messages = (value: string) => z.safeParse(Week, value).error?.issues.map((i) => i.message);

describe('a week in the API', () => {
  it('is the ISO date of a real day', () => {
    expect(z.safeParse(Week, '2026-12-07').success).toBe(true);
    expect(messages('2026-02-30')).toEqual([weekMessages.notAWeek]);
  });

  it('says once what is wrong with a value that is no date at all', () => {
    expect(messages('next-monday')).toEqual([weekMessages.notAWeek]);
  });
});
