import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The live operations page: runs, job queues, the outbox (under `/api/admin`). */
export const operationsAdminRoutes: FastifyPluginAsyncZod = async () => {};
