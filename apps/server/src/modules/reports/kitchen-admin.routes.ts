import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, KitchenReport, WeekQuery } from '@mealbox/contracts';
import { kitchenReport } from './kitchen-admin.service.ts';

/** The kitchen's production report (under `/api/admin`, view-reports). */
export const kitchenAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/kitchen',
    {
      config: { permission: 'view-reports' },
      schema: {
        tags: ['admin'],
        summary:
          "The kitchen's production report: each meal to cook for a delivery week (the current ordering week by default) and one channel or all, confirmed and, before the deadline, forecast; larger portions apart",
        querystring: WeekQuery,
        response: {
          200: KitchenReport,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          422: ApiError,
        },
      },
    },
    (request) => kitchenReport(request.ctx, request.query),
  );
};
