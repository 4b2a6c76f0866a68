import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ApiError, MealPlan, Menu, MenuWeek, Product, Week } from '@mealbox/contracts';
import type { CachedJson } from '../../lib/json-cache.ts';
import type { CatalogJson } from './catalog-json.ts';
import * as catalog from './catalog.service.ts';

/** The catalogue answers every visitor alike: the signed-in user is not looked up. */
const sameForEveryone = { user: false };

export const catalogRoutes: FastifyPluginAsyncZod<{ json: CatalogJson }> = async (
  app,
  { json },
) => {
  /** Answers from the cache with an ETag; a matching If-None-Match gets 304. */
  async function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    cached: Promise<CachedJson<unknown>>,
  ) {
    const { body, etag } = await cached;
    void reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  }

  app.get(
    '/api/menus',
    {
      config: sameForEveryone,
      schema: {
        tags: ['catalog'],
        summary: 'Upcoming published weeks; the first is the current ordering week',
        response: { 200: z.object({ weeks: z.array(MenuWeek) }) },
      },
    },
    (request, reply) => sendCached(request, reply, json.weeks(request.ctx)),
  );

  app.get(
    '/api/menus/current',
    {
      config: sameForEveryone,
      schema: {
        tags: ['catalog'],
        summary: "The current ordering week's menu",
        response: { 200: Menu, 404: ApiError },
      },
    },
    (request, reply) => sendCached(request, reply, json.currentMenu(request.ctx)),
  );

  app.get(
    '/api/menus/:week',
    {
      config: sameForEveryone,
      schema: {
        tags: ['catalog'],
        summary: "A published week's menu: week, week_formatted, picking_deadline_formatted, items",
        params: z.object({ week: Week }),
        response: { 200: Menu, 404: ApiError, 422: ApiError },
      },
    },
    (request, reply) => sendCached(request, reply, json.menu(request.ctx, request.params.week)),
  );

  app.get(
    '/api/meal-plans',
    {
      config: sameForEveryone,
      schema: {
        tags: ['catalog'],
        summary: 'Meal plans (box sizes) with the Subscribe & Save price per meal',
        response: { 200: z.object({ meal_plans: z.array(MealPlan) }) },
      },
    },
    (request, reply) => sendCached(request, reply, json.mealPlans(request.ctx)),
  );

  app.get(
    '/api/products/:sku_or_short_name',
    {
      config: sameForEveryone,
      schema: {
        tags: ['catalog'],
        summary: 'A meal plan or a meal by sku or short name (case-insensitive)',
        params: z.object({ sku_or_short_name: z.string().check(z.minLength(1), z.maxLength(100)) }),
        response: { 200: Product, 404: ApiError },
      },
    },
    (request) => catalog.productByKey(request.ctx, request.params.sku_or_short_name),
  );
};
