import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One trivial query: throws when the database cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
