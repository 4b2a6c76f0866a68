import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { TooManyRequests } from '../../lib/errors.ts';

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter in PostgreSQL, so every server process shares one count.
 * One statement per rule: it either starts a new window or counts within the current one.
 */
export async function hitRateLimit(
  db: DbOrTx,
  rule: RateLimitRule,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStartLimit = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${rule.key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartLimit.toISOString()} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartLimit.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
    returning count, window_start`,
  );
  if (!row) throw new Error('rate limit upsert returned nothing');
  const windowStart = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart + rule.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: Number(row.count) <= rule.limit, retryAfterSeconds };
}

/** Counts the attempt against every rule and throws 429 when any is over its limit. */
export async function enforceRateLimits(
  db: DbOrTx,
  rules: RateLimitRule[],
  message: string,
  now = new Date(),
): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const hit = await hitRateLimit(db, rule, now);
    if (!hit.allowed) retryAfter = Math.max(retryAfter, hit.retryAfterSeconds);
  }
  if (retryAfter > 0) throw new TooManyRequests(message, retryAfter);
}
