import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

export async function findMediaByPath(db: DbOrTx, path: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.path, path)).limit(1);
  return row;
}

/** Keeps a file under its path; a path already taken keeps its file (paths name their content). */
export async function insertMedia(
  db: DbOrTx,
  row: Pick<MediaRow, 'path' | 'contentType' | 'body'> & { createdAt: Date },
): Promise<void> {
  await db.insert(media).values(row).onConflictDoNothing({ target: media.path });
}
