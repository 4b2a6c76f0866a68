import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Permission } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, userPermissions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type AuthUser = UserRow & { permissions: Permission[] };

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

/** The user behind a live session, with permissions, in one round trip. */
export async function findUserBySession(
  db: DbOrTx,
  idHash: string,
  now: Date,
): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({
      user: users,
      permissions: sql<
        string[] | null
      >`(select array_agg(${userPermissions.permission}) from ${userPermissions} where ${userPermissions.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  if (!row) return undefined;
  return { ...row.user, permissions: ((row.permissions ?? []) as Permission[]).sort() };
}
