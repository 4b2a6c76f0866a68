import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export async function insertSession(
  db: DbOrTx,
  values: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: DbOrTx, idHash: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOf(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user but the one named `keep` (the request's own). */
export async function revokeOtherSessionsOf(
  db: DbOrTx,
  userId: number,
  keep: string,
  at: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.idHash, keep)));
}
