import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages } from '@mealbox/contracts';
import * as z from 'zod/mini';
import { media } from '../../db/schema.ts';

/** Generated images (meal pictures, brand logos) live in the database, so every process serves them. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/*',
    { schema: { hide: true, params: z.object({ '*': z.string().check(z.maxLength(300)) }) } },
    async (request, reply) => {
      const path = `/media/${request.params['*']}`;
      const [row] = await request.ctx.db.select().from(media).where(eq(media.path, path)).limit(1);
      if (!row) return reply.code(404).send({ message: authMessages.notFound });
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type(row.contentType)
        .send(row.body);
    },
  );
};
