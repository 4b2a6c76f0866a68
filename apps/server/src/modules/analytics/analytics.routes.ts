import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsEventInput } from '@mealbox/contracts';
import { track } from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a web analytics event (page views and the like) with the request metadata',
        body: AnalyticsEventInput,
      },
    },
    async (request, reply) => {
      await track(request.ctx, request.body.name, request.body.properties);
      return reply.code(204).send();
    },
  );
};
