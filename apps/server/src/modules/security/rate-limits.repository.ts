import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * Counts one attempt in the fixed window of `key`, in one statement: it starts a new window when
 * the current one began `windowSeconds` or more before `now`, and otherwise adds one to its count.
 */
export async function countAttempt(
  db: DbOrTx,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<{ count: number; windowStart: Date }> {
  const windowStartLimit = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartLimit.toISOString()} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartLimit.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
    returning count, window_start`,
  );
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { count: Number(row.count), windowStart: new Date(row.window_start) };
}
