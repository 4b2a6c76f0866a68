import type { DbOrTx } from '../../db/client.ts';
import { TooManyRequests } from '../../lib/errors.ts';
import { countAttempt } from './rate-limits.repository.ts';

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter in PostgreSQL, so every server process shares one count: one statement
 * per rule (`countAttempt`) either starts a new window or counts within the current one.
 */
export async function hitRateLimit(
  db: DbOrTx,
  rule: RateLimitRule,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { count, windowStart } = await countAttempt(db, rule.key, rule.windowSeconds, now);
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: count <= rule.limit, retryAfterSeconds };
}

/** Counts the attempt against every rule and throws 429 when any is over its limit. */
export async function enforceRateLimits(
  db: DbOrTx,
  rules: RateLimitRule[],
  message: string,
  now: Date,
): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const hit = await hitRateLimit(db, rule, now);
    if (!hit.allowed) retryAfter = Math.max(retryAfter, hit.retryAfterSeconds);
  }
  if (retryAfter > 0) throw new TooManyRequests(message, retryAfter);
}
