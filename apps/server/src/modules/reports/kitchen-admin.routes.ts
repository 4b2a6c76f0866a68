import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The kitchen's production report (under `/api/admin`). */
export const kitchenAdminRoutes: FastifyPluginAsyncZod = async () => {};
