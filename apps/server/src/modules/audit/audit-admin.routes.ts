import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, AuditTrail, AuditTrailQuery } from '@mealbox/contracts';
import { auditTrail } from './audit.service.ts';

/** The audit trail a record's admin page shows (under `/api/admin`). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: "A record's changes by staff, or every change made on a customer's behalf",
        querystring: AuditTrailQuery,
        response: { 200: AuditTrail, 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) => ({ events: await auditTrail(request.ctx, request.query) }),
  );
};
