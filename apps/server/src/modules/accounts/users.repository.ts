import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Permission } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, userPermissions, users } from '../../db/schema.ts';

/** What the customer's record keeps of a tokenized card, with its billing address. */
export type { NewCardOnFile } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user as requests carry it: never the password hash or the card token. */
const {
  passwordHash: _passwordHash,
  cardToken: _cardToken,
  ...authUserColumns
} = getTableColumns(users);
export type AuthUser = Omit<UserRow, 'passwordHash' | 'cardToken'> & { permissions: Permission[] };

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** A new email address (the unique index on its lower case refuses one already taken). */
export async function updateEmail(db: DbOrTx, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updatePasswordHash(db: DbOrTx, userId: number, hash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: hash, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function permissionsOf(db: DbOrTx, userId: number): Promise<Permission[]> {
  const rows = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return rows.map((r) => r.permission as Permission).sort();
}

export async function grantPermissions(
  db: DbOrTx,
  userId: number,
  granted: readonly Permission[],
): Promise<void> {
  if (granted.length === 0) return;
  await db
    .insert(userPermissions)
    .values(granted.map((permission) => ({ userId, permission })))
    .onConflictDoNothing();
}

function sessionUserQuery(db: DbOrTx) {
  return db
    .select({
      user: authUserColumns,
      permissions: sql<
        string[] | null
      >`(select array_agg(${userPermissions.permission}) from ${userPermissions} where ${userPermissions.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_user_by_session');
}

/** Runs on every request with a cookie: built and prepared once per database. */
const preparedSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof sessionUserQuery>>();

/** The user behind a live session, with permissions, in one round trip. */
export async function findUserBySession(
  db: DbOrTx,
  idHash: string,
  now: Date,
): Promise<AuthUser | undefined> {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionUserQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ idHash, now: now.toISOString() });
  if (!row) return undefined;
  return { ...row.user, permissions: ((row.permissions ?? []) as Permission[]).sort() };
}
