import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiError, rules } from '@mealbox/contracts';
import { applyGiftCard } from './gift-cards.service.ts';

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/gift_card_apply',
    {
      schema: {
        tags: ['gift-cards'],
        summary: "Apply a gift card: its whole amount moves to the customer's balance (spec §7)",
        body: z.object({ code: rules.required('Gift Card', { max: 64 }) }),
        response: {
          200: z.object({ message: z.string(), gift_card_balance: z.int() }),
          401: ApiError,
          422: ApiError,
        },
      },
    },
    (request) => applyGiftCard(request.ctx, request.body.code),
  );
};
