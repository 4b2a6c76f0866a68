import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema.ts';

export async function insertPasswordReset(
  db: DbOrTx,
  values: typeof passwordResets.$inferInsert,
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Marks the token used and returns its user, or undefined when unknown, used or expired. */
export async function consumePasswordReset(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** A new link makes the older ones of the same user useless. */
export async function expireOpenResetsOf(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
