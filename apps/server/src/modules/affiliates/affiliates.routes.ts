import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  affiliateMessages,
  AffiliateWeekDetail,
  AffiliateWeeks,
  ApiError,
  PlanSelection,
  SaveSelectionInput,
  SelectionSaved,
  Week,
} from '@mealbox/contracts';
import * as affiliates from './affiliates.service.ts';

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };
const planKey = z.string().check(z.minLength(1), z.maxLength(100));

/** Affiliate menus (product.md, "Affiliates"): a partner's weeks and their plans' selections. */
export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/affiliate/weeks',
    {
      schema: {
        tags: ['affiliates'],
        summary:
          "The store's published weeks with each of the caller's plans' meals chosen against its box",
        response: { 200: AffiliateWeeks, ...refusals },
      },
    },
    (request) => affiliates.listWeeks(request.ctx),
  );

  app.get(
    '/api/affiliate/weeks/:week',
    {
      schema: {
        tags: ['affiliates'],
        summary: "A week's menu and the selection of each of the caller's plans",
        params: z.object({ week: Week }),
        response: { 200: AffiliateWeekDetail, ...refusals },
      },
    },
    (request) => affiliates.weekOf(request.ctx, request.params.week),
  );

  app.put(
    '/api/affiliate/weeks/:week/plans/:sku',
    {
      config: { fallbackMessage: affiliateMessages.unableToSave },
      schema: {
        tags: ['affiliates'],
        summary:
          "Replace the week's selection of the caller's plan: meals of the week's menu adding up to the box, before the deadline",
        params: z.object({ week: Week, sku: planKey }),
        body: SaveSelectionInput,
        response: { 200: SelectionSaved, ...refusals },
      },
    },
    (request) =>
      affiliates.saveSelection(request.ctx, request.params.week, request.params.sku, request.body),
  );

  app.get(
    '/api/affiliate/plans/:sku/selection',
    {
      // The same for every visitor: the signed-in user is not looked up.
      config: { user: false },
      schema: {
        tags: ['affiliates'],
        summary: "An affiliate plan's selection for the current ordering week (its landing page)",
        params: z.object({ sku: planKey }),
        response: { 200: PlanSelection, 404: ApiError },
      },
    },
    (request) => affiliates.planSelection(request.ctx, request.params.sku),
  );
};
