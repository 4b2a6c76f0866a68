import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The owners' dashboard and the reports' CSV exports (under `/api/admin`). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async () => {};
