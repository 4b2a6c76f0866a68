import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountUpdated,
  ApiError,
  ShippingAddressInput,
  UpdatePasswordInput,
} from '@mealbox/contracts';
import * as settings from './account-settings.service.ts';

const errors = { 401: ApiError, 422: ApiError, 429: ApiError };

/** The signed-in customer's own settings (spec §7, the account page's calls). */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/updateShippingAddress',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save the shipping address the next checkout starts from',
        body: ShippingAddressInput,
        response: { 200: AccountUpdated, ...errors },
      },
    },
    (request) => settings.updateShippingAddress(request.ctx, request.body),
  );

  app.post(
    '/api/user/updatePassword',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the password, given the current one; ends every other session',
        body: UpdatePasswordInput,
        response: { 200: AccountUpdated, ...errors },
      },
    },
    (request) => settings.updatePassword(request.ctx, request.body),
  );
};
