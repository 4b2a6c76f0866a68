import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ApiError,
  OrderConfirmation,
  ORDER_KEY_LENGTH,
  OrderQuote,
  PlaceOrderInput,
  QuoteInput,
} from '@mealbox/contracts';
import { confirmationByKey } from '../orders/order-confirmation.ts';
import { placeOrder } from './place-order.ts';
import { quoteOrder } from './quote.ts';

const errors = { 401: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/checkout',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Place the order for the box (idempotent by idempotency_key: one order, one charge)',
        body: PlaceOrderInput,
        response: { 201: OrderConfirmation, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await placeOrder(request.ctx, request.body)),
  );

  app.post(
    '/api/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The order summary for the box: Subscribe & Save, a discount code, the gift card',
        body: QuoteInput,
        response: { 200: OrderQuote, 422: ApiError },
      },
    },
    (request) => quoteOrder(request.ctx, request.body),
  );

  app.get(
    '/api/orders/:url_key/confirmation',
    {
      schema: {
        tags: ['checkout'],
        summary: 'An order confirmation by its unguessable key (/confirmation/:url_key)',
        params: z.object({
          url_key: z
            .string()
            .check(z.minLength(ORDER_KEY_LENGTH.min), z.maxLength(ORDER_KEY_LENGTH.max)),
        }),
        response: { 200: OrderConfirmation, 404: ApiError },
      },
    },
    (request) => confirmationByKey(request.ctx, request.params.url_key),
  );
};
