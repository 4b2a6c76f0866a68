import { authMessages } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { NotFound } from '../../lib/errors.ts';
import { findMediaByPath, type MediaRow } from './media.repository.ts';

/** A generated image (meal picture, brand logo) by its public path, e.g. `/media/meals/x.svg`. */
export async function mediaFile(ctx: ServiceContext, path: string): Promise<MediaRow> {
  const file = await findMediaByPath(ctx.db, path);
  if (!file) throw new NotFound(authMessages.notFound);
  return file;
}
