import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  MealPopularityReport,
  PromotionsReport,
  ReportRangeQuery,
  SalesByWeek,
  SubscriptionsReport,
  WeekStatesReport,
} from '@mealbox/contracts';
import {
  mealPopularityReport,
  promotionsReport,
  salesReport,
  subscriptionsReport,
  weekStatesReport,
} from './reports-admin.service.ts';

const refusals = { 401: ApiError, 403: ApiError, 422: ApiError };

/** Staff's reports (under `/api/admin`, view-reports). */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/sales',
    {
      config: { permission: 'view-reports' },
      schema: {
        tags: ['admin'],
        summary:
          'Sales by delivery week: paid orders, meals, gross, discounts, gift card, refunds and net, for a range of weeks and optionally one channel',
        querystring: ReportRangeQuery,
        response: { 200: SalesByWeek, ...refusals },
      },
    },
    (request) => salesReport(request.ctx, request.query),
  );

  app.get(
    '/reports/meals',
    {
      config: { permission: 'view-reports' },
      schema: {
        tags: ['admin'],
        summary:
          'Meal popularity: each meal sold over a range of delivery weeks (optionally one channel), the most sold first',
        querystring: ReportRangeQuery,
        response: { 200: MealPopularityReport, ...refusals },
      },
    },
    (request) => mealPopularityReport(request.ctx, request.query),
  );

  app.get(
    '/reports/subscriptions',
    {
      config: { permission: 'view-reports' },
      schema: {
        tags: ['admin'],
        summary:
          'Subscription growth and churn by week (started, cancelled, active at the start and the end, churn), and the reasons given for cancelling',
        querystring: ReportRangeQuery,
        response: { 200: SubscriptionsReport, ...refusals },
      },
    },
    (request) => subscriptionsReport(request.ctx, request.query),
  );

  app.get(
    '/reports/promotions',
    {
      config: { permission: 'view-reports' },
      schema: {
        tags: ['admin'],
        summary:
          'Discount codes used on the sold orders of a range of delivery weeks, and gift cards made, redeemed and spent by week',
        querystring: ReportRangeQuery,
        response: { 200: PromotionsReport, ...refusals },
      },
    },
    (request) => promotionsReport(request.ctx, request.query),
  );

  app.get(
    '/subscription-weeks/states',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Subscribers' weeks counted by state for each week of a range (optionally one channel): the weekly operations' overview",
        querystring: ReportRangeQuery,
        response: { 200: WeekStatesReport, ...refusals },
      },
    },
    (request) => weekStatesReport(request.ctx, request.query),
  );
};
