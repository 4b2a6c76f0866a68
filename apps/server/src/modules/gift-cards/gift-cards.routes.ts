import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, fallbackErrors, GiftCardApplied, GiftCardApplyInput } from '@mealbox/contracts';
import { applyGiftCard } from './gift-cards.service.ts';

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/gift_card_apply',
    {
      config: { fallbackMessage: fallbackErrors.giftCard },
      schema: {
        tags: ['gift-cards'],
        summary: "Apply a gift card: its whole amount moves to the customer's balance (spec §7)",
        body: GiftCardApplyInput,
        response: {
          200: GiftCardApplied,
          401: ApiError,
          422: ApiError,
        },
      },
    },
    (request) => applyGiftCard(request.ctx, request.body.code),
  );
};
