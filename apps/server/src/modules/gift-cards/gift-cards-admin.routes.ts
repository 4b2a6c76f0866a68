import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  CreateGiftCardsInput,
  GiftCardDetail,
  GiftCardLiability,
  GiftCardList,
  GiftCardListQuery,
  GiftCardToggleInput,
  GiftCardToggled,
  GiftCardsCreated,
  GiftCardsDisableInput,
  GiftCardsDisabled,
  IdParams,
} from '@mealbox/contracts';
import {
  createGiftCards,
  disableGiftCardsInBulk,
  giftCardDetail,
  giftCardList,
  outstandingLiability,
  setGiftCardDisabled,
} from './gift-cards-admin.service.ts';

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/** Staff's gift cards (under `/api/admin`): the list, the liability, a card, make, disable (one or many). */
export const giftCardsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gift-cards',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Gift cards (codes masked to their last four): searched by a whole code or its last four, filtered by status and batch, sorted, paged',
        querystring: GiftCardListQuery,
        response: { 200: GiftCardList, ...refusals },
      },
    },
    (request) => giftCardList(request.ctx, request.query),
  );

  app.get(
    '/gift-cards/liability',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary:
          "What the store owes on gift cards: unredeemed cards that are not disabled plus every customer's balance",
        response: { 200: GiftCardLiability, ...refusals },
      },
    },
    (request) => outstandingLiability(request.ctx),
  );

  app.get(
    '/gift-cards/:id',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: 'A gift card: amount, status, who redeemed it and when',
        params: IdParams,
        response: { 200: GiftCardDetail, ...refusals },
      },
    },
    (request) => giftCardDetail(request.ctx, request.params.id),
  );

  app.post(
    '/gift-cards',
    {
      config: { permission: 'manage-gift-cards' },
      schema: {
        tags: ['admin'],
        summary:
          'Make one gift card or a batch; the answer is the only one that ever carries their full codes',
        body: CreateGiftCardsInput,
        response: { 201: GiftCardsCreated, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGiftCards(request.ctx, request.body)),
  );

  app.post(
    '/gift-cards/disable',
    {
      config: { permission: 'manage-gift-cards' },
      schema: {
        tags: ['admin'],
        summary:
          'Disable up to 100 chosen gift cards at once, with a reason; redeemed or already disabled ones stay as they are',
        body: GiftCardsDisableInput,
        response: { 200: GiftCardsDisabled, ...refusals },
      },
    },
    (request) => disableGiftCardsInBulk(request.ctx, request.body),
  );

  app.post(
    '/gift-cards/:id/disable',
    {
      config: { permission: 'manage-gift-cards' },
      schema: {
        tags: ['admin'],
        summary: 'Disable a gift card nobody has redeemed, with a reason',
        params: IdParams,
        body: GiftCardToggleInput,
        response: { 200: GiftCardToggled, ...refusals },
      },
    },
    (request) => setGiftCardDisabled(request.ctx, request.params.id, true, request.body.reason),
  );

  app.post(
    '/gift-cards/:id/enable',
    {
      config: { permission: 'manage-gift-cards' },
      schema: {
        tags: ['admin'],
        summary: 'Enable a disabled gift card again, with a reason',
        params: IdParams,
        body: GiftCardToggleInput,
        response: { 200: GiftCardToggled, ...refusals },
      },
    },
    (request) => setGiftCardDisabled(request.ctx, request.params.id, false, request.body.reason),
  );
};
