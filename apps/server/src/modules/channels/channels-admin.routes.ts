import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminChannels, ApiError } from '@mealbox/contracts';
import { adminChannels } from './channels.service.ts';

/** The store's channels as every admin page's filters and choices list them (under `/api/admin`). */
export const channelsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/channels',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: "The store's channels, the default first, for filters and choices",
        response: { 200: AdminChannels, 401: ApiError, 403: ApiError },
      },
    },
    (request) => adminChannels(request.ctx),
  );
};
