import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A week's subscribers for the weekly operations' pages (under `/api/admin`). */
export const subscriberWeeksAdminRoutes: FastifyPluginAsyncZod = async () => {};
