import type { Permission } from '@mealbox/contracts';
import { userPermissions, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { Visitor, type TestApp } from './test-app.ts';

const PASSWORD = 'staff-support-pass';

/**
 * A new user holding exactly these permissions, signed in (its email is unique per name), in the
 * store the headers name (the demo store by default).
 */
export async function staffVisitor(
  t: TestApp,
  name: string,
  held: readonly Permission[],
  headers: Record<string, string> = {},
): Promise<Visitor & { userId: number }> {
  const email = `${name}@staff.test`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Staff',
      lastName: name,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no staff user');
  if (held.length > 0) {
    await t.database.db
      .insert(userPermissions)
      .values(held.map((permission) => ({ userId: user.id, permission })));
  }
  const visitor = await (await new Visitor(t.app, headers).open()).signIn(email, PASSWORD);
  return Object.assign(visitor, { userId: user.id });
}
