import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  Cart,
  CartWeekInput,
  PreviousPicksResponse,
  SetCartItemInput,
  SetCartPlanInput,
} from '@mealbox/contracts';
import * as cart from './cart.service.ts';

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary:
          "The visitor's cart for a week (default: the current ordering week); empty when they have none",
        querystring: CartWeekInput,
        response: { 200: Cart, 404: ApiError, 422: ApiError },
      },
    },
    (request) => cart.getCart(request.ctx, request.query.week),
  );

  app.put(
    '/api/cart/items',
    {
      schema: {
        tags: ['cart'],
        summary:
          "Set a meal's quantity (0 removes it); 409 when a plan is set and the box would overflow",
        body: SetCartItemInput,
        response: { 200: Cart, ...errors },
      },
    },
    (request) => cart.setItem(request.ctx, request.body),
  );

  app.put(
    '/api/cart/plan',
    {
      schema: {
        tags: ['cart'],
        summary: 'Choose the meal plan (box size, or null for a la carte) and the checkout action',
        body: SetCartPlanInput,
        response: { 200: Cart, ...errors },
      },
    },
    (request) => cart.setPlan(request.ctx, request.body),
  );

  app.post(
    '/api/cart/previous-picks',
    {
      schema: {
        tags: ['cart'],
        summary:
          "Add the signed-in customer's previous picks on this week's menu, as far as they fit",
        body: CartWeekInput,
        response: { 200: PreviousPicksResponse, ...errors },
      },
    },
    (request) => cart.addPreviousPicks(request.ctx, request.body),
  );

  app.post(
    '/api/cart/clear',
    {
      schema: {
        tags: ['cart'],
        summary: "Empty the week's cart, plan included (/clear-cart)",
        body: CartWeekInput,
        response: { 200: Cart, ...errors },
      },
    },
    (request) => cart.clearCart(request.ctx, request.body),
  );
};
