import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, IdParams, OperationsOverview, ResendMailAnswer } from '@mealbox/contracts';
import { operationsOverview, resendMail } from './operations.service.ts';

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/** The live operations page: runs, job queues, the outbox (under `/api/admin`). */
export const operationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operations',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary:
          "The weekly cycle's recent runs (running first) with their progress, the job queues' jobs by state, the outbox's mails by status and its latest failures",
        response: { 200: OperationsOverview, ...refusals },
      },
    },
    (request) => operationsOverview(request.ctx),
  );

  app.post(
    '/outbox/:id/resend',
    {
      // Staff who run the week (its reminders, preselections, charges) see its mails through.
      config: { permission: 'manage-orders' },
      schema: {
        tags: ['admin'],
        summary:
          'Send a failed mail again: it goes back to the outbox, due now, its attempts reset (409 when it has not failed)',
        params: IdParams,
        response: { 200: ResendMailAnswer, ...refusals },
      },
    },
    (request) => resendMail(request.ctx, request.params.id),
  );
};
