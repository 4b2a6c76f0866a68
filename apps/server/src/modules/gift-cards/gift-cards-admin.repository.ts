import {
  aliasedTable,
  and,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { GiftCardListQuery } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { gridOrder, readIdPaged } from '../../db/grid.ts';
import { giftCards, users } from '../../db/schema.ts';
import { GIFT_CARD_CODE_LENGTH } from './gift-card-codes.ts';

const redeemer = aliasedTable(users, 'redeemer');
const creator = aliasedTable(users, 'creator');

/** A card as staff read it: never its full code, only the last four characters. */
const viewColumns = {
  id: giftCards.id,
  codeLast4: sql<string>`right(${giftCards.code}, 4)`,
  amountCents: giftCards.amountCents,
  redeemedAt: giftCards.redeemedAt,
  disabledAt: giftCards.disabledAt,
  batch: giftCards.batch,
  note: giftCards.note,
  createdAt: giftCards.createdAt,
  redeemerId: redeemer.id,
  redeemerFirstName: redeemer.firstName,
  redeemerLastName: redeemer.lastName,
  redeemerEmail: redeemer.email,
  redeemerBalanceCents: redeemer.giftCardBalanceCents,
  creatorId: creator.id,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  creatorEmail: creator.email,
};

/** The cards with who redeemed and who made each. */
const selectCards = (db: DbOrTx) =>
  db
    .select(viewColumns)
    .from(giftCards)
    .leftJoin(redeemer, eq(redeemer.id, giftCards.redeemedByUserId))
    .leftJoin(creator, eq(creator.id, giftCards.createdByUserId));

export type GiftCardViewRow = Awaited<ReturnType<typeof selectCards>>[number];

function statusFilter(status: GiftCardListQuery['status']): SQL | undefined {
  switch (status) {
    case 'unredeemed':
      return and(isNull(giftCards.redeemedAt), isNull(giftCards.disabledAt));
    case 'redeemed':
      return isNotNull(giftCards.redeemedAt);
    case 'disabled':
      return isNotNull(giftCards.disabledAt);
    default:
      return undefined;
  }
}

/**
 * A search matches a whole code (by the unique index on the upper-cased code) or the end of one,
 * such as the last four characters the list shows (by the trigram index on the upper-cased code).
 */
function codeFilter(code: string): SQL {
  if (code.length === GIFT_CARD_CODE_LENGTH) return sql`upper(${giftCards.code}) = ${code}`;
  const escaped = code.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`upper(${giftCards.code}) LIKE ${`%${escaped}`}`;
}

export async function listGiftCards(
  db: DbOrTx,
  query: GiftCardListQuery,
  code: string | null,
): Promise<{ rows: GiftCardViewRow[]; total: number }> {
  const filters = [
    code === null ? undefined : codeFilter(code),
    statusFilter(query.status),
    query.batch ? eq(giftCards.batch, query.batch) : undefined,
  ].filter((f): f is SQL => f !== undefined);
  const order = gridOrder(
    query,
    { created: giftCards.id, amount: giftCards.amountCents, redeemed: giftCards.redeemedAt },
    { column: giftCards.id, order: 'desc' },
    giftCards.id,
  );
  const where = filters.length > 0 ? and(...filters) : undefined;
  return readIdPaged(db, { table: giftCards, id: giftCards.id, where, order }, query, (onPage) =>
    selectCards(db)
      .where(onPage)
      .orderBy(...order.forward),
  );
}

export async function findGiftCardView(
  db: DbOrTx,
  id: number,
): Promise<GiftCardViewRow | undefined> {
  const [row] = await selectCards(db).where(eq(giftCards.id, id));
  return row;
}

export interface NewGiftCard {
  code: string;
  amountCents: number;
  batch: string;
  note: string | null;
  createdByUserId: number;
  createdAt: Date;
}

/**
 * Inserts the cards in one statement; a code already taken (whatever its case) is skipped, not an
 * error, so the caller makes another for it. Returns the cards inserted.
 */
export async function insertGiftCards(
  db: DbOrTx,
  cards: readonly NewGiftCard[],
): Promise<Array<{ id: number; code: string }>> {
  if (cards.length === 0) return [];
  return db
    .insert(giftCards)
    .values([...cards])
    .onConflictDoNothing()
    .returning({ id: giftCards.id, code: giftCards.code });
}

/**
 * Disables those of the cards nobody has redeemed and that are not disabled yet, answering their
 * ids: one conditional statement, so a customer's apply (which claims only a card neither
 * redeemed nor disabled) and a disable never both win, and a card is disabled once.
 */
export async function disableGiftCards(db: DbOrTx, ids: number[], at: Date): Promise<number[]> {
  const rows = await db
    .update(giftCards)
    .set({ disabledAt: at })
    .where(
      and(inArray(giftCards.id, ids), isNull(giftCards.redeemedAt), isNull(giftCards.disabledAt)),
    )
    .returning({ id: giftCards.id });
  return rows.map((r) => r.id);
}

export async function enableGiftCard(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(giftCards)
    .set({ disabledAt: null })
    .where(and(eq(giftCards.id, id), isNotNull(giftCards.disabledAt)))
    .returning({ id: giftCards.id });
  return rows.length === 1;
}

/** The money the store owes on gift cards, in its two parts (see GiftCardLiability). */
export async function giftCardLiability(db: DbOrTx) {
  const [[cards], [balances]] = await Promise.all([
    db
      .select({
        cents: sql<string | number>`coalesce(sum(${giftCards.amountCents}), 0)`,
        n: count(),
      })
      .from(giftCards)
      .where(and(isNull(giftCards.redeemedAt), isNull(giftCards.disabledAt))),
    db
      .select({
        cents: sql<string | number>`coalesce(sum(${users.giftCardBalanceCents}), 0)`,
        n: sql<string | number>`count(*) filter (where ${users.giftCardBalanceCents} <> 0)`,
      })
      .from(users),
  ]);
  return {
    unredeemedCents: Number(cards?.cents ?? 0),
    unredeemedCount: Number(cards?.n ?? 0),
    balancesCents: Number(balances?.cents ?? 0),
    customersWithBalance: Number(balances?.n ?? 0),
  };
}
