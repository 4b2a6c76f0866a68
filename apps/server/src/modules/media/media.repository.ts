import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

export async function findMediaByPath(db: DbOrTx, path: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.path, path)).limit(1);
  return row;
}
