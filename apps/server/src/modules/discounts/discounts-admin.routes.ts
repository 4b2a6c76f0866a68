import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  DiscountDetail,
  DiscountInput,
  DiscountList,
  DiscountListQuery,
  DiscountSaved,
  DiscountUses,
  DiscountUsesQuery,
  IdParams,
} from '@mealbox/contracts';
import {
  createDiscount,
  discountDetail,
  discountList,
  discountUses,
  editDiscount,
} from './discounts-admin.service.ts';

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError };

/** Staff's discount codes (under `/api/admin`): the list, a code with its use, create and edit. */
export const discountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/discounts',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: 'Discount codes: searched, filtered by state, kind and channel, sorted, paged',
        querystring: DiscountListQuery,
        response: { 200: DiscountList, ...refusals },
      },
    },
    (request) => discountList(request.ctx, request.query),
  );

  app.get(
    '/discounts/:id',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: 'A discount code, its redemptions so far and the total they took off',
        params: IdParams,
        response: { 200: DiscountDetail, ...refusals },
      },
    },
    (request) => discountDetail(request.ctx, request.params.id),
  );

  app.get(
    '/discounts/:id/orders',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: 'The orders that used a discount code, newest first, paged',
        params: IdParams,
        querystring: DiscountUsesQuery,
        response: { 200: DiscountUses, ...refusals },
      },
    },
    (request) => discountUses(request.ctx, request.params.id, request.query),
  );

  app.post(
    '/discounts',
    {
      config: { permission: 'manage-discounts' },
      schema: {
        tags: ['admin'],
        summary: 'Create a discount code (unique whatever its case)',
        body: DiscountInput,
        response: { 201: DiscountSaved, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await createDiscount(request.ctx, request.body)),
  );

  app.put(
    '/discounts/:id',
    {
      config: { permission: 'manage-discounts' },
      schema: {
        tags: ['admin'],
        summary: "Rewrite a discount code's terms (its cap never below its redemptions so far)",
        params: IdParams,
        body: DiscountInput,
        response: { 200: DiscountSaved, ...refusals },
      },
    },
    (request) => editDiscount(request.ctx, request.params.id, request.body),
  );
};
