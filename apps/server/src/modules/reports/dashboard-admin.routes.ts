import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, CSV_REPORTS, Dashboard, ReportRangeQuery, WeekQuery } from '@mealbox/contracts';
import { dashboard } from './dashboard.service.ts';
import { reportCsv } from './report-csv.ts';

const refusals = { 401: ApiError, 403: ApiError, 422: ApiError };

/** A CSV file to download, sent as it is written (a stream is never serialized). */
const sendCsv = (reply: FastifyReply, { filename, body }: ReturnType<typeof reportCsv>) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(body);

/** The owners' dashboard and the reports' CSV exports (under `/api/admin`, view-reports). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { permission: 'view-reports' },
      schema: {
        tags: ['admin'],
        summary:
          "The owners' dashboard: a week's orders, meals, revenue, active subscriptions, skips, unattended and failed payments, with the weeks before it (the reports' own figures)",
        querystring: WeekQuery,
        response: { 200: Dashboard, ...refusals },
      },
    },
    (request) => dashboard(request.ctx, app.services.channels, request.query),
  );

  for (const report of CSV_REPORTS) {
    app.get(
      `/reports/${report}.csv`,
      {
        config: { permission: 'view-reports' },
        schema: {
          tags: ['admin'],
          summary: `The ${report} table of a range of weeks (optionally one channel) as a CSV file, its header row first`,
          querystring: ReportRangeQuery,
          response: refusals,
        },
      },
      (request, reply) => {
        void sendCsv(reply, reportCsv(request.ctx, report, request.query));
      },
    );
  }
};
