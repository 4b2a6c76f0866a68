import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { passwordResets, rateLimits, sessions } from '../db/schema.ts';

/** Deletes what can never be used again; returns how many rows of each went. */
export async function purgeExpired(db: DbOrTx, now: Date, rateLimitWindowSeconds: number) {
  const revokedBefore = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const deadSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, revokedBefore)))
    .returning({ id: sessions.idHash });
  const deadResets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.tokenHash });
  const oldWindows = await db
    .delete(rateLimits)
    .where(and(lt(rateLimits.windowStart, new Date(now.getTime() - rateLimitWindowSeconds * 1000))))
    .returning({ key: rateLimits.key });
  return {
    sessions: deadSessions.length,
    passwordResets: deadResets.length,
    rateLimits: oldWindows.length,
  };
}
