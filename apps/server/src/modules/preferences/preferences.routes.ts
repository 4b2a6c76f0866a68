import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountUpdated,
  ApiError,
  FavouriteInput,
  FavouriteParams,
  Favourites,
  MealPreferencesInput,
  preferenceMessages,
} from '@mealbox/contracts';
import * as preferences from './preferences.service.ts';

/** The customer's meal preferences: favourite meals and the tags never to send. */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/favourites',
    {
      schema: {
        tags: ['preferences'],
        summary: "The signed-in customer's favourite meals (skus, the newest first)",
        response: { 200: Favourites, 401: ApiError },
      },
    },
    (request) => preferences.favourites(request.ctx),
  );

  app.put(
    '/api/user/favourites/:sku',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Mark a meal as a favourite or not (idempotent); answers the favourites',
        params: FavouriteParams,
        body: FavouriteInput,
        response: { 200: Favourites, 401: ApiError, 404: ApiError, 422: ApiError },
      },
    },
    (request) => preferences.setFavourite(request.ctx, request.params.sku, request.body.favourite),
  );

  app.post(
    '/api/user/updateMealPreferences',
    {
      config: { fallbackMessage: preferenceMessages.fallback },
      schema: {
        tags: ['preferences'],
        summary: 'Save the attribute tags never to send in a box the store fills',
        body: MealPreferencesInput,
        response: { 200: AccountUpdated, 401: ApiError, 422: ApiError },
      },
    },
    (request) => preferences.updateMealPreferences(request.ctx, request.body),
  );
};
