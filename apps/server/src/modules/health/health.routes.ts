import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Database } from '../../db/client.ts';
import { pingDatabase } from './health.repository.ts';

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
            503: z.object({ status: z.literal('unavailable'), message: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await pingDatabase(database.db);
          return { status: 'ok' as const, database: database.kind };
        } catch (error) {
          return reply.code(503).send({
            status: 'unavailable' as const,
            message: error instanceof Error ? error.message : 'database unreachable',
          });
        }
      },
    );
  };
}
