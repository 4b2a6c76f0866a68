import { and, desc, eq, inArray, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery, Permission } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { contains, gridOrder, readIdPaged } from '../../db/grid.ts';
import {
  channels,
  fullName,
  nameOrder,
  orders,
  subscriptions,
  userPermissions,
  users,
} from '../../db/schema.ts';

/** Staff hold at least one permission (one probe of the permissions' primary key). */
const isStaff = sql`EXISTS (SELECT 1 FROM ${userPermissions} WHERE ${userPermissions.userId} = ${users.id})`;

const sortable = {
  id: users.id,
  name: nameOrder(users),
  // lower(email) is the unique index's expression: the list sorted by email walks it.
  email: sql`lower(${users.email})`,
  gift_card_balance: users.giftCardBalanceCents,
  created_at: users.createdAt,
};

function listFilter(query: AdminUsersQuery): SQL | undefined {
  const q = query.q;
  return and(
    q
      ? or(
          contains(fullName(users), q),
          contains(users.email, q),
          /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined,
        )
      : undefined,
    query.role === 'staff' ? isStaff : query.role === 'customer' ? not(isStaff) : undefined,
    query.channel === undefined ? undefined : eq(users.channelId, query.channel),
  );
}

export interface UserListed {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  channel: string | null;
  giftCardBalanceCents: number;
  createdAt: Date;
  permissions: Permission[];
  activeSubscriptions: number;
}

/**
 * One page of users and the filtered total. The page's permissions and active subscriptions are
 * read for its ids only (a page at most), never per row of the whole table.
 */
export async function listUsersPage(
  db: DbOrTx,
  query: AdminUsersQuery,
): Promise<{ rows: UserListed[]; total: number }> {
  const order = gridOrder(query, sortable, { column: users.id, order: 'desc' }, users.id);
  const list = { table: users, id: users.id, where: listFilter(query), order };
  const { rows: page, total } = await readIdPaged(db, list, query, (onPage) =>
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        channel: channels.name,
        giftCardBalanceCents: users.giftCardBalanceCents,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(channels, eq(channels.id, users.channelId))
      .where(onPage)
      .orderBy(...order.forward),
  );
  const ids = page.map((r) => r.id);
  const [held, subs] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ userId: userPermissions.userId, permission: userPermissions.permission })
            .from(userPermissions)
            .where(inArray(userPermissions.userId, ids)),
          db
            .select({ userId: subscriptions.userId, count: sql<number>`count(*)::int` })
            .from(subscriptions)
            .where(and(inArray(subscriptions.userId, ids), eq(subscriptions.status, 'active')))
            .groupBy(subscriptions.userId),
        ]);
  return {
    total,
    rows: page.map((r) => ({
      ...r,
      permissions: held
        .filter((p) => p.userId === r.id)
        .map((p) => p.permission as Permission)
        .sort(),
      activeSubscriptions: subs.find((s) => s.userId === r.id)?.count ?? 0,
    })),
  };
}

/** The name of the channel a user signed up in. */
export async function channelNameOf(db: DbOrTx, channelId: number | null): Promise<string | null> {
  if (channelId === null) return null;
  const [row] = await db
    .select({ name: channels.name })
    .from(channels)
    .where(eq(channels.id, channelId))
    .limit(1);
  return row?.name ?? null;
}

/** A user's name, email and password hash as staff set them. */
export async function updateUserProfile(
  db: DbOrTx,
  userId: number,
  values: Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'passwordHash'>,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: at })
    .where(eq(users.id, userId));
}

/** The user holds exactly these permissions afterwards. */
export async function setPermissions(
  db: DbOrTx,
  userId: number,
  held: readonly Permission[],
): Promise<void> {
  await db
    .delete(userPermissions)
    .where(
      and(
        eq(userPermissions.userId, userId),
        held.length > 0 ? notInArray(userPermissions.permission, [...held]) : undefined,
      ),
    );
  if (held.length === 0) return;
  await db
    .insert(userPermissions)
    .values(held.map((permission) => ({ userId, permission })))
    .onConflictDoNothing();
}

/**
 * Adds `cents` (negative: takes) to the gift card balance in one conditional statement, so the
 * balance never goes below zero, also under concurrent adjustments. Undefined when it would
 * have (or there is no such user); otherwise the balance it left.
 */
export async function adjustGiftCardBalance(
  db: DbOrTx,
  userId: number,
  cents: number,
  at: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({
      giftCardBalanceCents: sql`${users.giftCardBalanceCents} + ${cents}::integer`,
      updatedAt: at,
    })
    .where(and(eq(users.id, userId), sql`${users.giftCardBalanceCents} + ${cents}::integer >= 0`))
    .returning({ balance: users.giftCardBalanceCents });
  return row?.balance;
}

/** The customer's orders in every channel, newest first (the orders' user index). */
export async function listOrdersOfCustomer(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      week: orders.week,
      status: orders.status,
      kind: orders.kind,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.week), desc(orders.id))
    .limit(limit);
}
