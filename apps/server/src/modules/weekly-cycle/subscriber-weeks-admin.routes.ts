import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ApiError,
  SubscriberWeekList,
  SubscriberWeekListQuery,
  SubscriberWeekMenus,
  Week,
} from '@mealbox/contracts';
import { listSubscriberWeeks, subscriberWeekMenus } from './subscriber-weeks-admin.service.ts';

const refusals = { 401: ApiError, 403: ApiError, 422: ApiError };

/** A week's subscribers for the weekly operations' pages (under `/api/admin`). */
export const subscriberWeeksAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscription-weeks',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary:
          "A week's subscribers with their week's state, charge attempts and last decline (the unattended queue, the order status): paged, sorted, searchable by name or email, one state or the unattended, one channel",
        querystring: SubscriberWeekListQuery,
        response: { 200: SubscriberWeekList, ...refusals },
      },
    },
    (request) => listSubscriberWeeks(request.ctx, request.query),
  );

  app.get(
    '/subscription-weeks/menus',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary:
          "The week's published menus by channel, with the channel's slug a run of the weekly cycle is started by",
        querystring: z.object({ week: Week }),
        response: { 200: SubscriberWeekMenus, ...refusals },
      },
    },
    (request) => subscriberWeekMenus(request.ctx, request.query.week),
  );
};
