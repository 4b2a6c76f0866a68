import { authMessages } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findMediaByPath, insertMedia } from './media.repository.ts';

/**
 * The media table keeps text: generated pictures (SVG) as they are, and uploaded ones (JPEG, PNG,
 * WebP) as base64. Which one a body is follows from its type, in this one place.
 */
const isTextType = (contentType: string) =>
  contentType === 'image/svg+xml' || contentType.startsWith('text/');

export interface MediaFile {
  contentType: string;
  body: string | Buffer;
}

/** A stored image (meal picture, brand logo) by its public path, e.g. `/media/meals/x.svg`. */
export async function mediaFile(ctx: ServiceContext, path: string): Promise<MediaFile> {
  const file = await findMediaByPath(ctx.db, path);
  if (!file) throw new NotFound(authMessages.notFound);
  return {
    contentType: file.contentType,
    body: isTextType(file.contentType) ? file.body : Buffer.from(file.body, 'base64'),
  };
}

/**
 * Keeps an uploaded picture (its type already checked) and answers its public path, named by its
 * content: the same picture uploaded twice is one file, and a path never changes what it shows.
 */
export async function storeUploadedImage(
  db: DbOrTx,
  bytes: Buffer,
  contentType: string,
  extension: string,
  now: Date,
): Promise<string> {
  const path = `/media/uploads/${sha256(bytes.toString('base64')).slice(0, 32)}.${extension}`;
  await insertMedia(db, {
    path,
    contentType,
    body: isTextType(contentType) ? bytes.toString('utf8') : bytes.toString('base64'),
    createdAt: now,
  });
  return path;
}
