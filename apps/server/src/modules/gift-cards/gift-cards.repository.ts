import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftCards, users } from '../../db/schema.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

export async function findGiftCard(db: DbOrTx, code: string): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(sql`upper(${giftCards.code}) = ${code}`)
    .limit(1);
  return row;
}

/**
 * Marks the card redeemed by the user, if nobody has and staff have not disabled it: one
 * statement, so two applies (or an apply and a disable) cannot both win.
 */
export async function claimGiftCard(
  db: DbOrTx,
  code: string,
  userId: number,
  at: Date,
): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .update(giftCards)
    .set({ redeemedByUserId: userId, redeemedAt: at })
    .where(
      and(
        sql`upper(${giftCards.code}) = ${code}`,
        isNull(giftCards.redeemedAt),
        isNull(giftCards.disabledAt),
      ),
    )
    .returning();
  return row;
}

export async function addToGiftCardBalance(
  db: DbOrTx,
  userId: number,
  cents: number,
): Promise<number> {
  const [row] = await db
    .update(users)
    .set({
      giftCardBalanceCents: sql`${users.giftCardBalanceCents} + ${cents}`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ balance: users.giftCardBalanceCents });
  if (!row) throw new Error(`no user ${userId}`);
  return row.balance;
}
