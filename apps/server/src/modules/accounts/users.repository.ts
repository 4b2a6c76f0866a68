import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Permission } from '@mealbox/contracts';
import { queryJson, type Db, type DbOrTx, type JsonStatement } from '../../db/client.ts';
import { userPermissions, users } from '../../db/schema.ts';

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

const sessionUserFields = Object.entries(authUserColumns);

/**
 * Runs on every request with a cookie: one named statement answering the user as JSON (on the
 * embedded database a drizzle query is parsed and planned on every call, several times the cost).
 */
const sessionUser: JsonStatement = {
  name: 'find_user_by_session',
  text: `SELECT json_build_object(
      ${sessionUserFields.map(([key, column]) => `'${key}', u.${column.name}`).join(', ')},
      'permissions', (SELECT coalesce(array_agg(p.permission), '{}')
                        FROM user_permissions p WHERE p.user_id = u.id))
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id_hash = $1::text AND s.revoked_at IS NULL AND s.expires_at > $2::timestamptz
   LIMIT 1`,
};

/** The user's times arrive as JSON text: the columns that are dates become dates again. */
const sessionUserDates = sessionUserFields
  .filter(([, column]) => column.columnType === 'PgTimestamp')
  .map(([key]) => key);

/** The user behind a live session, with permissions, in one round trip. */
export async function findUserBySession(
  db: Db,
  idHash: string,
  now: Date,
): Promise<AuthUser | undefined> {
  const row = await queryJson<Record<string, unknown> | null>(db, sessionUser, [
    idHash,
    now.toISOString(),
  ]);
  if (!row) return undefined;
  for (const key of sessionUserDates) row[key] = new Date(row[key] as string);
  (row.permissions as Permission[]).sort();
  return row as unknown as AuthUser;
}
