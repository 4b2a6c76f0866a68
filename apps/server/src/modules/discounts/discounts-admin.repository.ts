import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DiscountListQuery, DiscountState, DiscountUsesQuery } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { contains, gridLimits, gridOrderBy } from '../../db/grid.ts';
import { channels, discountRedemptions, discounts, orders, users } from '../../db/schema.ts';

export type DiscountRecord = typeof discounts.$inferSelect;
export type DiscountValues = Omit<typeof discounts.$inferInsert, 'id' | 'redemptionsCount'>;

/** A code's state now: one expression for the list's column and its filter. */
const stateAt = (now: Date): SQL<DiscountState> => sql<DiscountState>`case
  when not ${discounts.active} then 'inactive'
  when ${discounts.endsAt} is not null and ${discounts.endsAt} <= ${now} then 'expired'
  when ${discounts.startsAt} is not null and ${discounts.startsAt} > ${now} then 'scheduled'
  else 'active' end`;

const viewColumns = (now: Date) => ({
  discount: discounts,
  channelName: channels.name,
  state: stateAt(now),
});

export interface DiscountListRow {
  discount: DiscountRecord;
  channelName: string | null;
  state: DiscountState;
}

/** One page of the staff's list of codes, and how many the filters match. */
export async function listDiscounts(
  db: DbOrTx,
  query: DiscountListQuery,
  now: Date,
): Promise<{ rows: DiscountListRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.q) {
    const search = or(contains(discounts.code, query.q), contains(discounts.description, query.q));
    if (search) filters.push(search);
  }
  if (query.state) filters.push(sql`${stateAt(now)} = ${query.state}`);
  if (query.kind) filters.push(eq(discounts.kind, query.kind));
  if (query.channel === 'any') filters.push(isNull(discounts.channelId));
  else if (query.channel) filters.push(eq(discounts.channelId, Number(query.channel)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = gridOrderBy(
    query,
    {
      code: sql`upper(${discounts.code})`,
      created: discounts.createdAt,
      redemptions: discounts.redemptionsCount,
    },
    { column: discounts.id, order: 'desc' },
    discounts.id,
  );
  const { limit, offset } = gridLimits(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(viewColumns(now))
      .from(discounts)
      .leftJoin(channels, eq(channels.id, discounts.channelId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(discounts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findDiscountView(
  db: DbOrTx,
  id: number,
  now: Date,
): Promise<DiscountListRow | undefined> {
  const [row] = await db
    .select(viewColumns(now))
    .from(discounts)
    .leftJoin(channels, eq(channels.id, discounts.channelId))
    .where(eq(discounts.id, id));
  return row;
}

/**
 * The code's row, locked until the transaction ends: a checkout taking a redemption
 * (`takeRedemption`'s conditional update) waits, so the count read here stays true while an edit
 * decides on the cap.
 */
export async function lockDiscount(db: DbOrTx, id: number): Promise<DiscountRecord | undefined> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id)).for('update');
  return row;
}

/** Another code spelled the same whatever its case. */
export async function codeTakenBy(
  db: DbOrTx,
  code: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(sql`upper(${discounts.code}) = upper(${code})`)
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function insertDiscount(db: DbOrTx, values: DiscountValues): Promise<DiscountRecord> {
  const [row] = await db.insert(discounts).values(values).returning();
  if (!row) throw new Error('the discount was not inserted');
  return row;
}

/** Writes the terms staff may change; never the redemptions count, which only checkout moves. */
export async function updateDiscount(
  db: DbOrTx,
  id: number,
  values: DiscountValues,
): Promise<DiscountRecord> {
  const [row] = await db.update(discounts).set(values).where(eq(discounts.id, id)).returning();
  if (!row) throw new Error(`no discount ${id}`);
  return row;
}

/** What the orders that used the code were given off, together (cents). */
export async function totalDiscounted(db: DbOrTx, discountId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | number>`coalesce(sum(${orders.discountCents}), 0)` })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(eq(discountRedemptions.discountId, discountId));
  return Number(row?.cents ?? 0);
}

/** One page of the orders that used the code, newest first, with their customers. */
export async function listDiscountUses(db: DbOrTx, discountId: number, query: DiscountUsesQuery) {
  const { limit, offset } = gridLimits(query);
  const where = eq(discountRedemptions.discountId, discountId);
  const by = query.sort === 'redeemed' && query.order === 'asc' ? 'asc' : 'desc';
  const [rows, [total]] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        orderKey: orders.customerOrderKey,
        customerId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        week: orders.week,
        status: orders.status,
        discountCents: orders.discountCents,
        totalCents: orders.totalCents,
        redeemedAt: discountRedemptions.createdAt,
      })
      .from(discountRedemptions)
      .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
      .innerJoin(users, eq(users.id, discountRedemptions.userId))
      .where(where)
      .orderBy(by === 'asc' ? discountRedemptions.id : desc(discountRedemptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(discountRedemptions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listChannels(db: DbOrTx): Promise<Array<{ id: number; name: string }>> {
  return db.select({ id: channels.id, name: channels.name }).from(channels).orderBy(channels.name);
}
