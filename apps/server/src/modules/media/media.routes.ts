import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { mediaFile } from './media.service.ts';

/** Generated images (meal pictures, brand logos) live in the database, so every process serves them. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/*',
    { schema: { hide: true, params: z.object({ '*': z.string().check(z.maxLength(300)) }) } },
    async (request, reply) => {
      const file = await mediaFile(request.ctx, `/media/${request.params['*']}`);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type(file.contentType)
        .send(file.body);
    },
  );
};
